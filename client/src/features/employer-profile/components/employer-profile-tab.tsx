import { LogOut, Pencil } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMPLOYER_REQUIRED_FIELDS } from '@core/employer-profile/completeness';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { useEmployerProfile } from '../api/get-employer-profile';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProfileView } from './company-profile-view';
import { DangerZone } from './danger-zone';
import { DomainProofCard } from './domain-proof-card';

/** The API names missing fields in English; the key finds the active language's name. */
function useFieldName() {
  const { t } = useTranslation('employer-profile');
  return (label: string) => {
    const field = EMPLOYER_REQUIRED_FIELDS.find((required) => required.label === label);
    return field ? t(`fields.${field.key}`) : label;
  };
}

/** Profile tab: company information (read view / edit form), account settings, danger zone, sign out. */
export function EmployerProfileTab() {
  const { t } = useTranslation('employer-profile');
  const fieldName = useFieldName();
  const { user } = useAuth();
  const profileQuery = useEmployerProfile();
  const profile = profileQuery.data;
  // A company that has never been described opens straight in the form.
  const [isEditing, setIsEditing] = React.useState<boolean | null>(null);
  const showForm = isEditing ?? (profile ? !profile.companyName : false);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="space-y-1.5">
            <CardTitle>{t('companyInformation')}</CardTitle>
            <CardDescription>{t('companyInformationDescription')}</CardDescription>
          </div>
          {profile && !showForm && (
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" />
              {profile.completeness.isComplete ? t('edit') : t('completeProfile')}
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {profileQuery.isPending && <p className="text-muted-foreground">{t('loading')}</p>}
          {profileQuery.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p className="text-destructive">{t('loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => void profileQuery.refetch()}>
                {t('retry')}
              </Button>
            </div>
          )}
          {profile && (
            <>
              <div className="grid gap-2 rounded-md bg-secondary p-3">
                <p className="text-sm font-medium">{t('percentComplete', { percent: profile.completeness.percent })}</p>
                <Progress
                  value={profile.completeness.percent}
                  aria-label={t('percentComplete', { percent: profile.completeness.percent })}
                />
                {profile.completeness.missing.length > 0 && (
                  <p className="text-sm text-muted-foreground">
                    {t('missingFields', { fields: profile.completeness.missing.map(fieldName).join(', ') })}
                  </p>
                )}
              </div>
              {showForm ? (
                <CompanyProfileForm profile={profile} onDone={() => setIsEditing(false)} />
              ) : (
                <CompanyProfileView profile={profile} verification={profile.verification} />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {/* An operator's decision stands over any proof, so the card is not offered then. */}
      {user && profile?.website && profile.verification.employerVerification !== 'operator' && (
        <DomainProofCard userId={user.id} website={profile.website} />
      )}
      <AccountSettings />
      <DangerZone />
      <SignOutButton />
    </div>
  );
}

function AccountSettings() {
  const { t } = useTranslation('employer-profile');
  const { user } = useAuth();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('accountSettings')}</CardTitle>
        <CardDescription>{t('accountSettingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-sm font-medium text-muted-foreground">{t('accountName')}</dt>
            <dd className="mt-1">{name || t('notProvided')}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm font-medium text-muted-foreground">{t('accountEmail')}</dt>
            <dd className="mt-1">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{t('accountType')}</dt>
            <dd className="mt-1">{t('employerAccount')}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function SignOutButton() {
  const { t } = useTranslation('employer-profile');
  const { t: tCommon } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    toast({ title: tCommon('loggedOutTitle'), description: tCommon('loggedOutDescription') });
    navigate('/');
  };
  return (
    <Button variant="outline" className="justify-self-start" onClick={signOut}>
      <LogOut aria-hidden="true" />
      {t('signOut')}
    </Button>
  );
}
