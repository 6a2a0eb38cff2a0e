import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, apiUploadFile } from '@/client/lib/api-client.ts';
import { imagePaths, requestUploadResponseSchema } from '@/shared/contracts/images.ts';

/**
 * Asks for a single-use upload URL, then sends the file to it. Answers that URL, which names the
 * upload in the next step. The server refuses files over 2 MB (413), non-images (415), and
 * damaged images or ones over 40 megapixels (422), each with a message to show.
 */
async function uploadImage(
  file: File,
  onProgress?: (fractionSent: number) => void,
): Promise<string> {
  const res = await apiRequest('POST', imagePaths.requestUpload);
  const { uploadURL } = requestUploadResponseSchema.parse(await res.json());
  await apiUploadFile(uploadURL, file, onProgress);
  return uploadURL;
}

/** The upload, with the share of its bytes sent so far (0 to 1) while it runs. */
export function useUploadImage() {
  const [fractionSent, setFractionSent] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setFractionSent(0);
      return uploadImage(file, setFractionSent);
    },
  });
  return { ...mutation, fractionSent };
}
