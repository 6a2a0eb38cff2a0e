import { PlatformIcon } from '@/client/components/platform-icons.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { Device } from '@/shared/contracts/devices.ts';

type DeviceWords = Pick<Device, 'platform' | 'osVersion' | 'model'>;

/** "Pixel 8 · Android 14"; the parts the tester left out are left out here too. */
export function deviceText({ platform, osVersion, model }: DeviceWords): string {
  const system = osVersion ? `${platform} ${osVersion}` : platform;
  return model ? `${model} · ${system}` : system;
}

/** A device as one line: its platform's icon, then its model and system in words. */
export function DeviceLabel({ device, className }: { device: DeviceWords; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5', className)}>
      <PlatformIcon platform={device.platform} />
      <span className="min-w-0 [overflow-wrap:anywhere]">{deviceText(device)}</span>
    </span>
  );
}
