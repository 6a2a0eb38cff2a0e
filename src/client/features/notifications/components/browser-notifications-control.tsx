import { useState } from 'react';
import { Label } from '@/client/components/ui/label.tsx';
import { Switch } from '@/client/components/ui/switch.tsx';
import {
  type BrowserNotificationState,
  browserNotificationState,
  isBrowserNotificationChoiceOn,
  saveBrowserNotificationChoice,
} from '@/client/features/notifications/utils/browser-notifications.ts';

const SWITCH_ID = 'browser-notifications';
const STATUS_ID = 'browser-notifications-status';

function statusText(state: BrowserNotificationState, on: boolean): string {
  if (state === 'unsupported') return 'This browser cannot show notifications.';
  if (state === 'denied') {
    return 'Blocked by your browser. To allow them, open the site settings from the icon beside the address bar, allow notifications, then reload this page.';
  }
  if (state === 'default') return 'Your browser will ask you to allow them when you turn this on.';
  return on
    ? 'On: a message that arrives while Beta Harbor is in a background tab shows as a browser notification.'
    : 'Allowed by your browser; off for now.';
}

/**
 * The browser's permission is asked only from this switch, never on page load: a prompt out of
 * nowhere is what people learn to block. The choice is kept in this browser.
 */
export function BrowserNotificationsControl() {
  const [state, setState] = useState(browserNotificationState);
  const [on, setOn] = useState(() => state === 'granted' && isBrowserNotificationChoiceOn());

  async function toggle(checked: boolean) {
    if (!checked) {
      saveBrowserNotificationChoice(false);
      setOn(false);
      return;
    }
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setState(permission);
    saveBrowserNotificationChoice(permission === 'granted');
    setOn(permission === 'granted');
  }

  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={SWITCH_ID} className="leading-snug">
          Show browser notifications for new messages
        </Label>
        <p id={STATUS_ID} className="text-muted-foreground text-sm" aria-live="polite">
          {statusText(state, on)}
        </p>
      </div>
      <Switch
        id={SWITCH_ID}
        checked={on}
        disabled={state === 'unsupported' || state === 'denied'}
        onCheckedChange={(checked) => void toggle(checked)}
        aria-describedby={STATUS_ID}
      />
    </div>
  );
}
