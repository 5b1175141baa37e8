import { useTranslation } from 'react-i18next';
import type { EmployerProfile } from '@core/employer-profile/schemas';
import { formatPhone } from '@core/shared/phone';
import type { EmployerVerificationFields } from '@core/trust/employer-verification';
import { VerifiedEmployerBadge } from '@/components/verified-employer-badge';
import { optionLabel } from '@/lib/option-label';
import { cn } from '@/lib/utils';
import { CompanyLogo } from './company-logo';

function Detail({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** Read view of the company profile, with the badge its jobs carry when it is verified. */
export function CompanyProfileView({ profile, verification }: { profile: EmployerProfile; verification: EmployerVerificationFields }) {
  const { t } = useTranslation('employer-profile');
  const notProvided = <span className="text-muted-foreground">{t('notProvided')}</span>;
  const text = (value: string | number | null) => (value === null || value === '' ? notProvided : value);
  const list = (items: string[]) =>
    items.length === 0 ? (
      <span className="text-muted-foreground">{t('emptyList')}</span>
    ) : (
      <ul className="list-inside list-disc space-y-1">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );

  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4">
        <CompanyLogo src={profile.logo} alt={t('logoAlt', { company: profile.companyName ?? '' })} />
        <div className="min-w-0">
          <p className="text-xl font-semibold">{profile.companyName ?? t('notProvided')}</p>
          {profile.industry && <p className="text-muted-foreground">{optionLabel('industry', profile.industry)}</p>}
          {verification.employerVerified && (
            <div className="mt-1">
              <VerifiedEmployerBadge verification={verification} />
            </div>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label={t('fields.companySize')}>
          {profile.companySize ? optionLabel('companySize', profile.companySize) : notProvided}
        </Detail>
        <Detail label={t('fields.headquarters')}>{text(profile.headquarters)}</Detail>
        <Detail label={t('fields.contactEmail')}>{text(profile.contactEmail)}</Detail>
        <Detail label={t('fields.phoneNumber')}>{profile.phoneNumber ? formatPhone(profile.phoneNumber) : notProvided}</Detail>
        <Detail label={t('fields.website')}>{profile.website ? <ExternalLink href={profile.website} /> : notProvided}</Detail>
        <Detail label={t('fields.linkedinUrl')}>{profile.linkedinUrl ? <ExternalLink href={profile.linkedinUrl} /> : notProvided}</Detail>
        <Detail label={t('fields.foundedYear')}>{text(profile.foundedYear)}</Detail>
        {/* A dl may hold only dt/dd groups in a div, so the wide item spans through its own class. */}
        <Detail label={t('fields.description')} className="sm:col-span-2">
          {profile.description ? <span className="whitespace-pre-line">{profile.description}</span> : notProvided}
        </Detail>
        <Detail label={t('fields.companyBenefits')}>{list(profile.companyBenefits)}</Detail>
        <Detail label={t('fields.hiringPriorities')}>{list(profile.hiringPriorities)}</Detail>
      </dl>
    </div>
  );
}
