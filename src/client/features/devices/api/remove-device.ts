import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { devicePaths } from '@/shared/contracts/device-paths.ts';
import { invalidateDeviceReads } from './invalidate-device-reads.ts';

async function removeDevice(deviceId: string): Promise<void> {
  await apiRequest('DELETE', devicePaths.one(deviceId));
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: () => invalidateDeviceReads(queryClient),
  });
}
