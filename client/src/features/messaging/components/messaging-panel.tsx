import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { TOKEN_KEY } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';

/** The shared messaging screen: conversation list and thread; one pane at a time on phones. */
export function MessagingPanel() {
  const { t } = useTranslation('messaging');
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('conversation');
  const isSignedIn = Boolean(user?.id && localStorage.getItem(TOKEN_KEY));
  // Live updates come from useMessagesLive, which the dashboard keeps mounted across tabs.
  const conversations = useConversations({ enabled: isSignedIn });

  const selected = conversations.data?.find((conversation) => conversation.id === selectedId) ?? null;

  // The selection lives in the URL (?conversation=<id>) so other screens can link to a thread.
  const select = React.useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id) next.set('conversation', id);
          else next.delete('conversation');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return (
    // grid-cols-1 and min-w-0: a grid track grows to its widest unbreakable content otherwise (a long
    // name or link would push the page sideways on a phone).
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(260px,1fr)_2fr] [&>*]:min-w-0">
      <section
        className={cn('rounded-lg border bg-white', selected && 'hidden md:block')}
        aria-labelledby="messaging-conversations-heading"
      >
        <h2 id="messaging-conversations-heading" className="border-b p-3 font-semibold">
          {t('conversations')}
        </h2>
        <ConversationList
          conversations={conversations.data}
          isLoading={conversations.isLoading}
          isError={conversations.isError}
          onRetry={() => void conversations.refetch()}
          selectedId={selectedId}
          onSelect={select}
        />
      </section>
      {selected && user ? (
        <MessageThread key={selected.id} conversation={selected} currentUserId={user.id} onBack={() => select(null)} />
      ) : (
        <div className="hidden h-[600px] flex-col items-center justify-center rounded-lg border bg-white p-6 text-center md:flex">
          <MessageSquare className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">{t('selectConversation')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('selectConversationHint')}</p>
        </div>
      )}
    </div>
  );
}
