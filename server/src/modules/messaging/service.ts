import type { Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';

/**
 * Contract for the applications module (employer contacts a candidate): finds or creates the
 * conversation between the two users, stores the message and publishes it. The messaging issue implements it.
 */
export async function startOrContinueConversation(
  _db: Executor,
  _events: EventBus,
  _input: { fromUserId: string; toUserId: string; content: string },
): Promise<{ conversationId: string }> {
  throw new Error('Messaging is not available yet');
}
