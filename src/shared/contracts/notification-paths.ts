// Kept apart from the notification schemas so the first screen's code does not carry zod.
export const notificationPaths = {
  list: '/api/notifications',
  unread: '/api/notifications/unread',
  read: '/api/notifications/read',
  preferences: '/api/notifications/preferences',
  /** The signed one-click unsubscribe link of notification mails (`?type=…&token=…`). */
  unsubscribe: '/api/notifications/unsubscribe',
} as const;
