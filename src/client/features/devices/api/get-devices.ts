import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { devicePaths } from '@/shared/contracts/device-paths.ts';
import type { Device } from '@/shared/contracts/devices.ts';

/** The signed-in person's devices, oldest first. */
async function getDevices(): Promise<Device[]> {
  const res = await apiRequest('GET', devicePaths.mine);
  return res.json();
}

export const getDevicesQueryOptions = () =>
  queryOptions({ queryKey: [devicePaths.mine], queryFn: getDevices });

export function useMyDevices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDevicesQueryOptions(), enabled });
}
