import { formatTimeAgo } from '@/client/lib/format-date.ts';
import type { Conversation, Participant } from '@/shared/contracts/chat.ts';

/** The person the viewer is talking to: the tester for the builder, the builder for the tester. */
export function otherParty(conversation: Conversation, viewerId: string): Participant {
  return conversation.builderId === viewerId ? conversation.tester : conversation.builder;
}

/**
 * The other party's part in this conversation. It is not the account's role: an admin, or a user
 * whose role changed, still takes the part the conversation was started with.
 */
export function otherPart(conversation: Conversation, viewerId: string): 'Builder' | 'Tester' {
  return conversation.builderId === viewerId ? 'Tester' : 'Builder';
}

/** "5 minutes ago", from the last message, or from the start of a conversation still silent. */
export function lastActivityAgo(conversation: Conversation): string {
  return formatTimeAgo(conversation.lastMessageAt ?? conversation.createdAt);
}
