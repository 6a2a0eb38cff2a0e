import { imagePaths, softwareImageResponseSchema } from '@shared/contracts/images.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Turns an uploaded file into a listing image; answers its `/objects/...` path. */
export async function processSoftwareImage(uploadURL: string): Promise<string> {
  const res = await apiRequest('PUT', imagePaths.softwareImages, { imageURL: uploadURL });
  return softwareImageResponseSchema.parse(await res.json()).objectPath;
}

export function useProcessSoftwareImage() {
  return useMutation({ mutationFn: processSoftwareImage });
}
