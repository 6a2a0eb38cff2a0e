import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { platformText } from '@/client/components/platform-icons.tsx';
import { useMyDevices } from '@/client/features/devices/api/get-devices.ts';
import { fittingDevices, type PlatformNeeds } from '@/shared/contracts/platforms.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** "Android 10+", "Android 10+ and iOS", "Android 10+, iOS and Web". */
function platformsInWords({ platforms, minOsVersions }: PlatformNeeds): string {
  const names = platforms.map((platform) => platformText(platform, minOsVersions));
  const last = names.pop();
  return names.length ? `${names.join(', ')} and ${last}` : (last ?? '');
}

/**
 * Before a tester joins: a word when none of their devices can install the beta, or when they
 * have listed none to tell. It does not stop the join: a tester may have a device not listed yet.
 */
export function DeviceFitWarning({ needs }: { needs: PlatformNeeds }) {
  const devices = useMyDevices({ enabled: needs.platforms.length > 0 });
  if (needs.platforms.length === 0 || !devices.data) return null;
  if (devices.data.length > 0 && fittingDevices(needs, devices.data).length > 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 [overflow-wrap:anywhere]">
        {devices.data.length === 0
          ? 'Add your devices to see whether this beta runs on them.'
          : `None of your devices fits this beta: it runs on ${platformsInWords(needs)}.`}{' '}
        <Link href={clientRoutes.yourDevices} className="font-medium underline underline-offset-4">
          Add a device
        </Link>
      </p>
    </div>
  );
}
