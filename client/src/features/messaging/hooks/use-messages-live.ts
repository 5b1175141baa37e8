import { useSearchParams } from 'react-router';
import { TOKEN_KEY } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useConversations } from '../api/get-conversations';
import { useLiveMessages } from './use-live-messages';

/**
 * Mounted by a dashboard (not by its Messages tab), so the conversation list, the open thread and
 * the unread total stay current over the socket whichever tab is showing. Returns the unread total.
 */
export function useMessagesLive({ isMessagesTabOpen }: { isMessagesTabOpen: boolean }): number {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const isSignedIn = Boolean(user?.id && localStorage.getItem(TOKEN_KEY));
  const conversations = useConversations({ enabled: isSignedIn });
  useLiveMessages(isMessagesTabOpen ? searchParams.get('conversation') : null, isSignedIn);
  return conversations.data?.reduce((total, conversation) => total + conversation.unreadCount, 0) ?? 0;
}
