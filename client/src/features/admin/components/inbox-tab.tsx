import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactInboxMessage } from '@core/admin/console';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useContactInbox } from '../api/get-contact-inbox';
import { ContactReplyDialog } from './contact-reply-dialog';

/** Messages from the public contact form, open ones first; each is answered by e-mail from here. */
export function InboxTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useContactInbox();
  const [replying, setReplying] = React.useState<ContactInboxMessage | null>(null);
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.messages.length === 0) return <p className="text-muted-foreground">{t('inbox.empty')}</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label={t('tabs.inbox')}>
        {data.messages.map((message) => (
          <li key={message.id} className="grid gap-2 rounded-md border bg-white p-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="font-medium">{message.subject}</p>
                <p className="text-muted-foreground">
                  {message.name} · {message.email} · {formatDateTime(message.createdAt)}
                  {message.category && ` · ${t(`categories.${message.category}`, { ns: 'contact', defaultValue: message.category })}`}
                </p>
              </div>
              <Badge variant={message.answeredAt ? 'secondary' : 'warning'}>
                {t(message.answeredAt ? 'inbox.answered' : 'inbox.open')}
              </Badge>
            </div>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.message}</p>
            {message.answeredAt ? (
              <div className="rounded bg-slate-50 p-2">
                <p className="text-xs text-muted-foreground">
                  {t('inbox.repliedBy', { email: message.answeredByEmail ?? '—', date: formatDateTime(message.answeredAt) })}
                </p>
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.replyBody}</p>
              </div>
            ) : (
              <div>
                <Button size="sm" onClick={() => setReplying(message)} aria-label={t('inbox.replyTo', { subject: message.subject })}>
                  {t('inbox.reply')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {replying && <ContactReplyDialog message={replying} open onOpenChange={(open) => !open && setReplying(null)} />}
    </>
  );
}
