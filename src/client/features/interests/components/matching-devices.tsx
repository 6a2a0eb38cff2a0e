import { DeviceLabel } from '@/client/components/device-label.tsx';
import type { Device } from '@/shared/contracts/devices.ts';

/** The tester's devices the listing runs on, as the builder reads them in the tester's row. */
export function MatchingDevices({ devices }: { devices: Device[] }) {
  if (devices.length === 0) {
    return <p className="border-t pt-3 text-muted-foreground text-sm">No matching device</p>;
  }
  return (
    <ul
      aria-label="Matching devices"
      className="flex flex-wrap gap-x-4 gap-y-1 border-t pt-3 text-sm"
    >
      {devices.map((device) => (
        <li key={device.id} className="min-w-0">
          <DeviceLabel device={device} />
        </li>
      ))}
    </ul>
  );
}
