// Kept apart from the chat schemas so the always-loaded chat socket does not carry zod.
export const chatPaths = {
  conversations: '/api/conversations',
  messagesOf: (conversationId: string) => `/api/conversations/${conversationId}/messages`,
  /** The REST fallback when the real-time channel is not open. */
  messages: '/api/messages',
  socket: '/ws',
} as const;
