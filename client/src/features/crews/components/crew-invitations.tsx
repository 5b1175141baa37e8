import { Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@core/shared/phone';
import { formatDate } from '@/lib/format';
import { useCrewInvitations } from '../api/get-crew-invitations';

/** The foreman's invitations: to whom, and whether each waits, was accepted or expired. */
export function CrewInvitations({ crewId }: { crewId: string }) {
  const { t } = useTranslation('crews');
  const invitations = useCrewInvitations(crewId, true);
  return (
    <section aria-labelledby={`crew-${crewId}-invitations`} className="grid gap-2 text-sm">
      <h3 id={`crew-${crewId}-invitations`} className="font-semibold">
        {t('invitations.heading')}
      </h3>
      {invitations.isPending && <div className="h-12 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}
      {invitations.isError && <p role="alert">{t('invitations.loadError')}</p>}
      {invitations.data?.length === 0 && <p className="text-muted-foreground">{t('invitations.empty')}</p>}
      {invitations.data && invitations.data.length > 0 && (
        <ul className="grid gap-1.5">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2">
              <span className="flex min-w-0 items-center gap-1.5 break-all">
                {invitation.email ? (
                  <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                ) : (
                  <MessageSquare className="h-4 w-4 shrink-0" aria-hidden="true" />
                )}
                {invitation.email ?? (invitation.phone ? formatPhone(invitation.phone) : '')}
              </span>
              <span className="text-muted-foreground">
                {invitation.state === 'pending'
                  ? t('invitations.pending', { date: formatDate(invitation.expiresAt) })
                  : t(`invitations.${invitation.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
