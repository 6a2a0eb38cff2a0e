import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { imagePaths, listingImageResponseSchema } from '@/shared/contracts/images.ts';

/** Turns an uploaded file into a listing image; answers its `/objects/...` path. */
async function processListingImage(uploadURL: string): Promise<string> {
  const res = await apiRequest('PUT', imagePaths.listingImages, { imageURL: uploadURL });
  return listingImageResponseSchema.parse(await res.json()).objectPath;
}

export function useProcessListingImage() {
  return useMutation({ mutationFn: processListingImage });
}
