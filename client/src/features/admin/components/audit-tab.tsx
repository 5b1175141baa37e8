import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';

/** The audit log, newest first: who did what to which target, when and why. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useAudit();
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.entries.length === 0) return <p className="text-muted-foreground">{t('audit.empty')}</p>;
  return (
    <ul className="grid gap-2">
      {data.entries.map((entry) => (
        <li key={entry.id} className="rounded-md border bg-white p-3 text-sm">
          <p className="font-medium">{t(`audit.actions.${entry.action}`)}</p>
          <p className="break-words text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.operatorEmail}
            {entry.targetId &&
              ` · ${t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId.slice(0, 8)}`}
          </p>
          {entry.reason && <p className="mt-1 break-words">{t('audit.reason', { reason: entry.reason })}</p>}
        </li>
      ))}
    </ul>
  );
}
