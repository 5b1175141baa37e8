import { CheckCircle2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { useAskedLanguage } from '@/hooks/use-asked-language';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { useAcceptCrewInvitation } from '../api/accept-crew-invitation';
import { useCrewInvitation } from '../api/get-crew-invitation';

/**
 * /crew-invitations/{token}: the link a crew invitation's e-mail or text carries (server/src/modules/crews/invitations.ts).
 * Anyone may open it and read what it is; a signed-out visitor signs in or up and comes back here; a worker accepts.
 * The server says why a link no longer works (used, expired, not valid) when it is accepted.
 */
export function CrewInvitationPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('crews');
  useAskedLanguage();
  const { user } = useAuth();
  const accept = useAcceptCrewInvitation();
  const invitation = useCrewInvitation(token);
  const preview = invitation.data;
  // A link that no longer works says so at once; accepting would only be refused.
  const isClosed = invitation.isError || (preview !== undefined && preview.state !== 'pending');

  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-8 text-sm">
        {accept.isSuccess ? (
          <section className="grid gap-3" aria-labelledby="crew-invitation-heading">
            <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden="true" />
            <h1 id="crew-invitation-heading" className="text-2xl font-bold">
              {t('accept.acceptedHeading', { name: accept.data.name })}
            </h1>
            <p>{t('accept.acceptedText', { count: accept.data.size })}</p>
            <Button asChild className="min-h-11 justify-self-start">
              <Link to={`/worker-dashboard?tab=crews&crew=${accept.data.id}`}>{t('accept.openCrews')}</Link>
            </Button>
          </section>
        ) : (
          <section className="grid gap-3" aria-labelledby="crew-invitation-heading">
            <Users className="h-10 w-10 text-primary" aria-hidden="true" />
            <h1 id="crew-invitation-heading" className="text-2xl font-bold">
              {preview ? t('accept.headingNamed', { foreman: preview.foremanName, crew: preview.crewName }) : t('accept.heading')}
            </h1>
            {preview && (
              <dl data-testid="crew-invitation-preview" className="grid gap-1 rounded-md border bg-white p-3">
                <div>
                  <dt className="inline font-semibold">{t('accept.size')}: </dt>
                  <dd className="inline">{t('accept.members', { count: preview.size })}</dd>
                </div>
                {preview.homeBase && (
                  <div>
                    <dt className="inline font-semibold">{t('accept.homeBase')}: </dt>
                    <dd className="inline">{preview.homeBase}</dd>
                  </div>
                )}
                {preview.tradeCounts.length > 0 && (
                  <div>
                    <dt className="inline font-semibold">{t('accept.trades')}: </dt>
                    <dd className="inline">
                      {preview.tradeCounts
                        .map(({ trade, count }) => t('view.tradeCount', { count, trade: optionLabel('trade', trade) }))
                        .join(', ')}
                    </dd>
                  </div>
                )}
              </dl>
            )}
            {preview?.state === 'pending' && (
              <p className="text-muted-foreground">{t('accept.validUntil', { date: formatDate(preview.expiresAt) })}</p>
            )}
            {isClosed && !accept.isError && (
              <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-red-50 p-3">
                <p className="font-semibold">{t('accept.failedHeading')}</p>
                <p>
                  {invitation.isError
                    ? getErrorMessage(invitation.error, t('accept.failedFallback'))
                    : t(preview?.state === 'accepted' ? 'accept.alreadyUsed' : 'accept.expired')}
                </p>
              </div>
            )}
            <p>{t('accept.intro')}</p>
            <p className="text-muted-foreground">{t('accept.points')}</p>
            {accept.isError && (
              <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-red-50 p-3">
                <p className="font-semibold">{t('accept.failedHeading')}</p>
                <p>{getErrorMessage(accept.error, t('accept.failedFallback'))}</p>
              </div>
            )}
            {!user && !isClosed && (
              <div className="grid gap-2">
                <p>{t('accept.signedOut')}</p>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button className="min-h-11" onClick={() => openAuthDialog('login', { returnTo: pathname })}>
                    {t('accept.signIn')}
                  </Button>
                  <Button
                    variant="outline"
                    className="min-h-11"
                    onClick={() => openAuthDialog('signup', { returnTo: pathname, userType: 'worker' })}
                  >
                    {t('accept.signUp')}
                  </Button>
                </div>
              </div>
            )}
            {user && user.userType !== 'worker' && <p role="status">{t('accept.notWorker')}</p>}
            {user?.userType === 'worker' && !accept.isError && !isClosed && (
              <Button className="min-h-11 justify-self-start" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
                {t(accept.isPending ? 'accept.accepting' : 'accept.accept')}
              </Button>
            )}
          </section>
        )}
      </div>
    </PublicLayout>
  );
}
