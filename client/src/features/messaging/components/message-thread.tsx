import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, MessageCircle, Send } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { sendMessageRequestSchema, type Conversation, type Message, type MessagePlatform } from '@core/messaging/schemas';
import { SUSPENDED_ACCOUNT_WARNING } from '@core/admin/account-schemas';
import { MESSAGE_SAFETY_WARNING } from '@core/trust/message-safety';
import { ReportButton } from '@/components/report-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { currentLanguage, translateMessage } from '@/lib/i18n';
import { useCreateWhatsappLink } from '../api/create-whatsapp-link';
import { markConversationRead } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useMediaQuery } from '@/hooks/use-media-query';
import { conversationName, formatMessageTime, participantName } from '../utils/format';
import { UserAvatar } from './user-avatar';

export function MessageThread({
  conversation,
  currentUserId,
  onBack,
}: {
  conversation: Conversation;
  currentUserId: string;
  onBack(): void;
}) {
  const { t } = useTranslation('messaging');
  const other = conversation.otherUser;
  const { crew } = conversation;
  const name = conversationName(conversation) || t(crew ? 'crew.unnamed' : 'unknownUser');
  // In a crew conversation each message names its sender; one who left the crew is no longer listed.
  const senderName = React.useMemo(() => {
    if (!crew) return undefined;
    const names = new Map(crew.participants.map((user) => [user.id, participantName(user) || t('unknownUser')]));
    return (senderId: string) => names.get(senderId) ?? t('crew.formerMember');
  }, [crew, t]);

  return (
    <section className="flex h-[600px] flex-col rounded-lg border bg-white" aria-label={name}>
      <header className="flex items-center gap-3 border-b p-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={t('back')}>
          <ArrowLeft aria-hidden="true" />
        </Button>
        <UserAvatar name={name} avatarUrl={crew ? null : other.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{name}</h2>
          {crew ? (
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{t('crew.label')}</Badge>
              {crew.jobTitle && <span className="min-w-0 [overflow-wrap:anywhere]">{crew.jobTitle}</span>}
              <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="crew-participants">
                {t('crew.with', { names: crew.participants.map((user) => participantName(user) || t('unknownUser')).join(', ') })}
              </span>
            </p>
          ) : (
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{t(`userType.${other.userType}`)}</Badge>
              {other.location && <span className="truncate">{other.location}</span>}
            </p>
          )}
        </div>
      </header>
      {conversation.otherUserSuspended && (
        <p role="alert" className="flex gap-2 border-b border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {SUSPENDED_ACCOUNT_WARNING[currentLanguage()]}
        </p>
      )}
      <MessageList conversationId={conversation.id} currentUserId={currentUserId} senderName={senderName} />
      {crew && !crew.canPost ? (
        <p role="status" className="mt-auto border-t p-3 text-sm text-muted-foreground">
          {t('crew.leftNotice')}
        </p>
      ) : (
        <Composer conversation={conversation} />
      )}
    </section>
  );
}

function MessageList({
  conversationId,
  currentUserId,
  senderName,
}: {
  conversationId: string;
  currentUserId: string;
  senderName?: (senderId: string) => string;
}) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const messages = useMessages(conversationId);
  const listRef = React.useRef<HTMLOListElement>(null);

  React.useEffect(() => {
    if (messages.isSuccess) markConversationRead(queryClient, conversationId);
  }, [messages.isSuccess, messages.dataUpdatedAt, queryClient, conversationId]);

  React.useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.data]);

  if (messages.isPending) {
    return <p className="flex-1 p-4 text-sm text-muted-foreground">{t('common:loading')}</p>;
  }
  if (messages.isError) {
    return (
      <div className="flex-1 space-y-2 p-4 text-sm" role="alert">
        <p className="text-destructive">{t('loadMessagesFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (messages.data.length === 0) {
    return <p className="flex-1 p-4 text-center text-sm text-muted-foreground">{t('noMessages')}</p>;
  }
  return (
    <ol ref={listRef} className="max-h-[400px] flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite" aria-label={t('title')}>
      {messages.data.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          isMine={message.senderId === currentUserId}
          time={formatMessageTime(message.sentAt)}
          sender={senderName && message.senderId !== currentUserId ? senderName(message.senderId) : undefined}
        />
      ))}
    </ol>
  );
}

function MessageBubble({ message, isMine, time, sender }: { message: Message; isMine: boolean; time: string; sender?: string }) {
  const { t } = useTranslation('messaging');
  const isHandoff = message.messageType === 'whatsapp_link';
  return (
    <li className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-lg px-3 py-2 text-sm',
          isHandoff
            ? 'border border-green-300 bg-green-50 text-green-900'
            : isMine
              ? 'bg-primary text-primary-foreground'
              : 'bg-slate-100 text-slate-900',
        )}
      >
        {sender && <p className="mb-0.5 text-xs font-semibold [overflow-wrap:anywhere]">{sender}</p>}
        {isHandoff ? (
          <p className="flex items-center gap-1 font-medium">
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            {t('whatsappHandoff')}
          </p>
        ) : (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
        )}
        <p className={cn('mt-1 text-xs', isMine && !isHandoff ? 'text-primary-foreground' : 'text-slate-600')}>
          {isMine && <span className="sr-only">{t('you')} </span>}
          <time dateTime={message.sentAt}>{time}</time>
          {message.platform === 'whatsapp' && !isHandoff && ` · ${t('viaWhatsapp')}`}
        </p>
        {message.safetyWarning && (
          <div role="alert" className="mt-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-amber-900">
            <p className="flex gap-2">
              <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
              {MESSAGE_SAFETY_WARNING[currentLanguage()]}
            </p>
          </div>
        )}
        {!isMine && !isHandoff && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            label={t('reportMessage')}
            variant={message.safetyWarning ? 'outline' : 'ghost'}
          />
        )}
      </div>
    </li>
  );
}

function Composer({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const [content, setContent] = React.useState('');
  const [channel, setChannel] = React.useState<MessagePlatform>('internal');
  const sendMessage = useSendMessage(conversation.id);
  const whatsappLink = useCreateWhatsappLink(conversation.id);
  const inputId = `message-${conversation.id}`;
  // Touch screens have no Shift key to speak of: the Enter/Shift+Enter hint is for keyboards only.
  const hasKeyboard = useMediaQuery('(pointer: fine)');

  function send() {
    if (sendMessage.isPending) return;
    const parsed = sendMessageRequestSchema.safeParse({
      content,
      platform: channel,
      messageType: 'text',
      receiverId: conversation.otherUser.id,
    });
    if (!parsed.success) {
      // Blank text is never sent; other rule breaks (too long) are explained.
      if (content.trim()) {
        toast({
          variant: 'destructive',
          title: t('sendFailedTitle'),
          description: translateMessage(parsed.error.issues[0]?.message ?? t('sendFailedFallback')),
        });
      }
      return;
    }
    sendMessage.mutate(parsed.data, {
      // The message appears in the open thread: that is the confirmation, so no toast.
      onSuccess: () => setContent(''),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('sendFailedTitle'),
          description: getErrorMessage(error, t('sendFailedFallback')),
        }),
    });
  }

  function openWhatsapp() {
    // Opened during the click, so popup blockers allow it; pointed at wa.me once the link arrives.
    const popup = window.open('', '_blank');
    whatsappLink.mutate(undefined, {
      onSuccess: ({ whatsappUrl }) => {
        if (popup) {
          popup.opener = null;
          popup.location.href = whatsappUrl;
        } else {
          window.open(whatsappUrl, '_blank', 'noopener,noreferrer');
        }
        toast({ title: t('whatsappOpenedTitle'), description: t('whatsappOpenedDescription') });
      },
      onError: (error) => {
        popup?.close();
        toast({
          variant: 'destructive',
          title: t('whatsappFailedTitle'),
          description: getErrorMessage(error, t('whatsappFailedFallback')),
        });
      },
    });
  }

  return (
    <form
      className="mt-auto space-y-2 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {/* WhatsApp hand-off is one-to-one: a crew conversation stays in the app. */}
      {!conversation.crew && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('channel')}</legend>
          {(['internal', 'whatsapp'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={channel === option ? 'default' : 'outline'}
              aria-pressed={channel === option}
              onClick={() => setChannel(option)}
            >
              {option === 'internal' ? t('channelInternal') : t('channelWhatsapp')}
            </Button>
          ))}
          {channel === 'whatsapp' && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="border-green-600 text-green-800 hover:bg-green-50"
              onClick={openWhatsapp}
              disabled={whatsappLink.isPending}
            >
              <MessageCircle aria-hidden="true" />
              {whatsappLink.isPending ? t('openingWhatsapp') : t('openWhatsapp')}
            </Button>
          )}
        </fieldset>
      )}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={inputId} className="sr-only">
            {t('messageLabel')}
          </Label>
          <Textarea
            id={inputId}
            value={content}
            rows={2}
            className="min-h-[60px] resize-none"
            placeholder={t(hasKeyboard ? 'messagePlaceholderKeys' : 'messagePlaceholder')}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
          />
        </div>
        <Button type="submit" disabled={sendMessage.isPending || !content.trim()} aria-label={t('send')}>
          <Send aria-hidden="true" />
          <span className="hidden sm:inline">{sendMessage.isPending ? t('sending') : t('send')}</span>
        </Button>
      </div>
    </form>
  );
}
