import { type ReactNode, useState } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { Switch } from '@/client/components/ui/switch.tsx';
import { useNotificationPreferences } from '@/client/features/notifications/api/get-notification-preferences.ts';
import {
  type Channel,
  type PreferenceChange,
  useUpdateNotificationPreference,
} from '@/client/features/notifications/api/update-notification-preference.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { PREFERENCE_TYPE_INFO, type Preference } from '@/shared/contracts/notifications.ts';

const CHANNELS: { channel: Channel; heading: ReactNode; suffix: string }[] = [
  { channel: 'inApp', heading: 'In the app', suffix: 'in the app' },
  // A narrow column would break "e-" from "mail" at its hyphen.
  {
    channel: 'email',
    heading: (
      <>
        By <span className="whitespace-nowrap">e-mail</span>
      </>
    ),
    suffix: 'by e-mail',
  },
];

type SaveState = { state: 'saved' | 'failed'; name: string } | null;

function switchName(preference: Preference, suffix: string): string {
  return `${PREFERENCE_TYPE_INFO[preference.type].label} ${suffix}`;
}

function PreferenceTable({
  preferences,
  onChange,
}: {
  preferences: Preference[];
  onChange: (change: PreferenceChange) => void;
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="py-2 pr-2 font-medium">
            Tell me when
          </th>
          {CHANNELS.map(({ channel, heading }) => (
            <th
              key={channel}
              scope="col"
              className="w-16 px-1 py-2 text-center font-medium sm:w-24"
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => (
          <tr key={preference.type} className="border-b last:border-0">
            <th scope="row" className="py-3 pr-2 text-left font-normal">
              {PREFERENCE_TYPE_INFO[preference.type].label}
            </th>
            {CHANNELS.map(({ channel, suffix }) => (
              <td key={channel} className="px-1 py-3 text-center">
                <Switch
                  aria-label={switchName(preference, suffix)}
                  checked={preference[channel]}
                  onCheckedChange={(checked) =>
                    onChange({ preference: { ...preference, [channel]: checked }, channel })
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The profile's notification settings: each type the viewer's role can receive, in the app and
 * by e-mail. Every switch saves at once and says whether it did; a refused one flips back.
 */
export function NotificationPreferences({ user }: { user: Pick<User, 'emailVerified'> }) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const [saveState, setSaveState] = useState<SaveState>(null);

  const change = (next: PreferenceChange) => {
    const suffix = CHANNELS.find(({ channel }) => channel === next.channel)?.suffix ?? '';
    const name = switchName(next.preference, suffix);
    setSaveState(null);
    update.mutate(next, {
      onSuccess: () => setSaveState({ state: 'saved', name }),
      onError: () => setSaveState({ state: 'failed', name }),
    });
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Notifications
        </CardTitle>
        <CardDescription>
          Choose what Beta Harbor tells you about, and how. E-mail goes only to a verified address
          {user.emailVerified ? '.' : ': verify yours to receive it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {preferences.isPending && <Skeleton className="h-40 w-full" />}
        {preferences.isError && (
          <RetryAlert onRetry={() => void preferences.refetch()}>
            Could not load your notification settings.
          </RetryAlert>
        )}
        {preferences.data && (
          <PreferenceTable preferences={preferences.data.preferences} onChange={change} />
        )}
        <p
          role="status"
          className={
            saveState?.state === 'failed'
              ? 'text-destructive text-sm'
              : 'text-sm text-muted-foreground'
          }
        >
          {saveState?.state === 'saved' && `Saved: ${saveState.name}.`}
          {saveState?.state === 'failed' &&
            `Could not save ${saveState.name}; it is back as it was. Please try again.`}
        </p>
      </CardContent>
    </Card>
  );
}
