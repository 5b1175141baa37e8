import { useTranslation } from 'react-i18next';
import type { Conversation } from '@core/messaging/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { conversationName, formatMessageTime } from '../utils/format';
import { UnreadBadge } from './unread-badge';
import { UserAvatar } from './user-avatar';

export function ConversationList({
  conversations,
  isLoading,
  isError,
  onRetry,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('messaging');

  if (isLoading) {
    return <p className="p-4 text-sm text-muted-foreground">{t('common:loading')}</p>;
  }
  if (isError) {
    return (
      <div className="space-y-2 p-4 text-sm" role="alert">
        <p className="text-destructive">{t('loadConversationsFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!conversations?.length) {
    return (
      <div className="p-6 text-center text-sm">
        <p className="font-medium">{t('noConversations')}</p>
        <p className="mt-1 text-muted-foreground">{t('noConversationsHint')}</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[500px] divide-y overflow-y-auto" aria-label={t('conversations')}>
      {conversations.map((conversation) => {
        const name = conversationName(conversation) || t(conversation.crew ? 'crew.unnamed' : 'unknownUser');
        const { crew } = conversation;
        const isSelected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 p-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                isSelected && 'bg-slate-100',
              )}
            >
              <UserAvatar name={name} avatarUrl={crew ? null : conversation.otherUser.avatarUrl} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="min-w-0 truncate font-medium">{name}</span>
                  {conversation.lastMessage && (
                    <time className="shrink-0 text-xs text-muted-foreground" dateTime={conversation.lastMessage.sentAt}>
                      {formatMessageTime(conversation.lastMessage.sentAt)}
                    </time>
                  )}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {crew
                    ? [t('crew.label'), crew.jobTitle, t('crew.people', { count: crew.participants.length })].filter(Boolean).join(' · ')
                    : [t(`userType.${conversation.otherUser.userType}`), conversation.otherUser.location].filter(Boolean).join(' · ')}
                </span>
                <span className="mt-1 flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm text-slate-700">
                    {conversation.lastMessage?.content ?? t('noMessagePreview')}
                  </span>
                  <UnreadBadge count={conversation.unreadCount} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
