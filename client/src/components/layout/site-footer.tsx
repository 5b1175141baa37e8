import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openAuthDialog } from '@/lib/auth-dialog';
import { Logo } from './logo';

const footerLink = 'text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm text-slate-300">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.forWorkers')}>
          <li>
            <button type="button" className={footerLink} onClick={() => openAuthDialog('signup', { userType: 'worker' })}>
              {t('footer.createProfile')}
            </button>
          </li>
          <li>
            <Link className={footerLink} to="/resume-help">
              {t('footer.resumeHelp')}
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/career-resources">
              {t('footer.careerResources')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.forEmployers')}>
          <li>
            <button type="button" className={footerLink} onClick={() => openAuthDialog('signup', { userType: 'employer' })}>
              {t('footer.postJobs')}
            </button>
          </li>
          <li>
            <Link className={footerLink} to="/#estimator">
              {t('footer.laborEstimator')}
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/pricing">
              {t('nav.pricing')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.resources')}>
          <li>
            <Link className={footerLink} to="/help-center">
              {t('footer.helpCenter')}
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/contact-us">
              {t('footer.contactUs')}
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/privacy-policy">
              {t('footer.privacyPolicy')}
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/terms-of-service">
              {t('footer.termsOfService')}
            </Link>
          </li>
        </FooterColumn>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-200">{title}</h2>
      <ul className="mt-3 grid gap-2">{children}</ul>
    </div>
  );
}
