/** The person's choice, kept per browser: the permission is per browser too. */
export const BROWSER_NOTIFICATIONS_STORAGE_KEY = 'beta-harbor:browser-notifications';

export type BrowserNotificationState = 'unsupported' | NotificationPermission;

export function browserNotificationState(): BrowserNotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function isBrowserNotificationChoiceOn(): boolean {
  try {
    return localStorage.getItem(BROWSER_NOTIFICATIONS_STORAGE_KEY) === 'on';
  } catch {
    // Storage refused (a privacy mode): the choice cannot have been made.
    return false;
  }
}

export function saveBrowserNotificationChoice(on: boolean): void {
  try {
    if (on) localStorage.setItem(BROWSER_NOTIFICATIONS_STORAGE_KEY, 'on');
    else localStorage.removeItem(BROWSER_NOTIFICATIONS_STORAGE_KEY);
  } catch {
    // Nothing to keep it in: the switch still works until the page is left.
  }
}

/** Both the browser's permission and the person's own choice. */
export function browserNotificationsEnabled(): boolean {
  return browserNotificationState() === 'granted' && isBrowserNotificationChoiceOn();
}
