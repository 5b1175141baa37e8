import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@core/admin/schemas';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { AccountDetailView } from './account-detail';

/** The audit log, newest first: who did what to which target (by its name, its id on hover), when and why. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useAudit();
  const [openId, setOpenId] = React.useState<string | null>(null);
  if (openId) return <AccountDetailView id={openId} onBack={() => setOpenId(null)} backLabel={t('audit.back')} />;
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.entries.length === 0) return <p className="text-muted-foreground">{t('audit.empty')}</p>;
  return (
    <ul className="grid gap-2">
      {data.entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 rounded-md border bg-white p-3 text-sm">
          <p className="font-medium">{t(`audit.actions.${entry.action}`)}</p>
          {entry.targetId && <AuditTarget entry={entry} onOpen={setOpenId} />}
          {entry.resolution && <p>{t('audit.resolution', { action: t(`reports.actions.${entry.resolution}`) })}</p>}
          {entry.reason && <p className="break-words">{t('audit.reason', { reason: entry.reason })}</p>}
          <p className="break-words text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.operatorEmail}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The target by its name, its id kept in the title; an account, a job's employer or a message's sender opens. */
function AuditTarget({ entry, onOpen }: { entry: AuditEntry; onOpen(id: string): void }) {
  const { t } = useTranslation('admin');
  const type = t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  const id = t('audit.targetId', { id: entry.targetId });
  const accountId = entry.targetAccountId;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className="min-w-0 break-words" title={id}>
        {entry.targetLabel ? (
          <>
            <span className="text-muted-foreground">{type}: </span>
            <span className="font-medium">{entry.targetLabel}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{t('audit.targetGone', { type })}</span>
        )}
      </p>
      {accountId && (
        <Button
          variant="link"
          className="h-auto min-h-11 px-0"
          title={id}
          aria-label={entry.targetLabel ? `${t('audit.openAccount')}: ${entry.targetLabel}` : undefined}
          onClick={() => onOpen(accountId)}
        >
          {t('audit.openAccount')}
        </Button>
      )}
    </div>
  );
}
