import { type InterestStatus, ROLES } from '@/shared/constants.ts';
import { z } from './zod.ts';

export const MESSAGE_MAX_LENGTH = 4000;
const EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`;
export const RECIPIENT_DELETED_MESSAGE = "This person deleted their account; you can't reply.";

const participantSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** The person deleted their account: the thread stays readable, and no one can write in it. */
  deleted: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const messageSchema = z.object({
  id: z.string().uuid(),
  conversationId: z.string().uuid(),
  senderId: z.string().uuid(),
  content: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  sender: participantSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string().uuid(),
  softwareId: z.string().uuid(),
  builderId: z.string().uuid(),
  testerId: z.string().uuid(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  builder: participantSchema,
  tester: participantSchema,
  software: z.object({ id: z.string().uuid(), name: z.string(), imageUrl: z.string() }),
  lastMessage: z
    .object({ content: z.string(), senderId: z.string().uuid(), createdAt: z.string() })
    .nullable(),
  /** Messages from the other party that the viewer has not opened yet. */
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const createConversationBodySchema = z.object({
  builderId: z.uuid(),
  testerId: z.uuid(),
  softwareId: z.uuid(),
});
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

const content = z.string().trim().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

export const sendMessageBodySchema = z.object({ conversationId: z.uuid(), content });
export const conversationIdParamsSchema = z.object({ id: z.uuid() });

/**
 * Names one send on the socket: the server echoes it on the sender's `new_message` or `error`,
 * so the browser settles that send and no other. Optional, so older clients still send.
 */
export const clientIdSchema = z.uuid();

/** Frames the browser sends on /ws (spec section 7). */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), userId: z.string() }),
  z.object({
    type: z.literal('send_message'),
    conversationId: z.uuid(),
    senderId: z.string(),
    content,
    clientId: clientIdSchema.optional(),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Frames the server sends on /ws. */
export type ServerFrame =
  | { type: 'authenticated'; userId: string }
  /** `clientId` only on the sender's sockets, echoing the send that stored the message. */
  | { type: 'new_message'; message: Message; clientId?: string }
  /** The user's role or profile changed (an admin, another tab): open pages re-read the session. */
  | { type: 'account_changed' }
  /** A listing was edited, closed, reopened or deleted: open pages showing it read it again. */
  | { type: 'listing_changed'; softwareId: string }
  /** The builder decided, or a place opened: the tester's pages re-read where they stand. */
  | { type: 'interest_changed'; softwareId: string; status: InterestStatus }
  /** A report's status or timeline changed: pages showing it read it again. */
  | { type: 'feedback_changed'; feedbackId: string }
  /**
   * A test cycle's days, roster or builds changed (a check-in, an opt-in, a drop, a build): its
   * builder's and testers' pages re-read it.
   */
  | { type: 'cycle_changed'; cycleId: string; softwareId: string }
  /** The user's notifications changed (one arrived, or some were read elsewhere): re-read them. */
  | { type: 'notifications_changed' }
  /** A moderator removed a message: it leaves the open thread and the list's preview at once. */
  | { type: 'message_removed'; conversationId: string; messageId: string }
  /** `clientId` when the refused frame was a send that carried one. */
  | { type: 'error'; message: string; clientId?: string };
