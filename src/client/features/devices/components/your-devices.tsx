import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DeviceLabel, deviceText } from '@/client/components/device-label.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useMyDevices } from '@/client/features/devices/api/get-devices.ts';
import { useRemoveDevice } from '@/client/features/devices/api/remove-device.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import { AddDeviceForm } from './add-device-form.tsx';

/** The section's id: clientRoutes.yourDevices links to it. */
const YOUR_DEVICES_ID = 'your-devices';

/**
 * The devices the person tests on, on their profile: builders see which fit their betas, and
 * Browse recommends betas that run on them. Links elsewhere point here by the section's id.
 */
export function YourDevices() {
  const section = useScrolledToWhenLinked();
  const devices = useMyDevices();
  return (
    <Card ref={section} id={YOUR_DEVICES_ID} className="mt-6 scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2" className="text-xl" id="your-devices-heading">
          Your devices
        </CardTitle>
        <CardDescription>
          The phones and computers you test on. Builders see the ones that fit their betas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {devices.isPending && <Skeleton className="h-16 w-full" />}
        {devices.isError && (
          <RetryAlert onRetry={() => devices.refetch()}>Failed to load your devices.</RetryAlert>
        )}
        {devices.data?.length === 0 && (
          <p className="text-muted-foreground text-sm">
            No devices yet. Add the phones and computers you test on, so builders can find you and
            Browse can recommend betas you can install.
          </p>
        )}
        {devices.data && devices.data.length > 0 && <DeviceList devices={devices.data} />}
        <AddDeviceForm />
      </CardContent>
    </Card>
  );
}

function DeviceList({ devices }: { devices: Device[] }) {
  const { toast } = useToast();
  const remove = useRemoveDevice();
  const failed =
    remove.isError && !isUnauthorizedError(remove.error) ? humanErrorMessage(remove.error) : null;

  const removeDevice = (device: Device) =>
    remove.mutate(device.id, {
      onSuccess: () => toast({ title: 'Device removed', description: deviceText(device) }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleMutationError(toast, error);
      },
    });

  return (
    <div className="grid gap-3">
      <ul aria-labelledby="your-devices-heading" className="grid gap-2">
        {devices.map((device) => (
          <li
            key={device.id}
            className="flex min-w-0 items-center justify-between gap-3 rounded-lg border p-3 text-sm"
          >
            <DeviceLabel device={device} className="flex-1" />
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove ${deviceText(device)}`}
              disabled={remove.isPending && remove.variables === device.id}
              onClick={() => removeDevice(device)}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {failed && <ErrorAlert>Could not remove the device: {failed}</ErrorAlert>}
    </div>
  );
}

/**
 * The app moves between screens without loading a page, so the browser does not scroll to a
 * link's #your-devices: the section does, once it is on the screen.
 */
function useScrolledToWhenLinked() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${YOUR_DEVICES_ID}`) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return ref;
}
