import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { devicePaths } from '@/shared/contracts/device-paths.ts';
import type { CreateDeviceBody, Device } from '@/shared/contracts/devices.ts';
import { invalidateDeviceReads } from './invalidate-device-reads.ts';

async function addDevice(body: CreateDeviceBody): Promise<Device> {
  const res = await apiRequest('POST', devicePaths.mine, body);
  return res.json();
}

export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDevice,
    onSuccess: () => invalidateDeviceReads(queryClient),
  });
}
