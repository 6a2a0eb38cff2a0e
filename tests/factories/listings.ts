import sharp from 'sharp';
import type { App } from '@/server/app.ts';
import type { CreateListingInput, Listing } from '@/shared/contracts/listings.ts';

/** A real PNG made on the spot, so tests need no fixture files. */
export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b5bdb' } })
    .png()
    .toBuffer();
}

export async function requestUploadUrl(app: App, cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`upload URL failed: ${response.body}`);
  return response.json().uploadURL;
}

/** Sends the file to an upload URL as the person who asked for it. */
export function putUpload(
  app: App,
  uploadUrl: string,
  cookie: string,
  body: Buffer,
  contentType = 'image/png',
) {
  return app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}

/** The whole upload flow of the post form; answers the listing image's `/objects/{id}` path. */
export async function uploadImage(app: App, cookie: string, image?: Buffer): Promise<string> {
  const uploadUrl = await requestUploadUrl(app, cookie);
  const put = await putUpload(app, uploadUrl, cookie, image ?? (await makePng()));
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  const processed = await app.inject({
    method: 'PUT',
    url: '/api/software-images',
    headers: { cookie },
    payload: { imageURL: uploadUrl },
  });
  if (processed.statusCode !== 200) throw new Error(`processing failed: ${processed.body}`);
  return processed.json().objectPath;
}

export async function postListing(
  app: App,
  cookie: string,
  overrides: Partial<CreateListingInput> = {},
): Promise<Listing> {
  const imageUrl = overrides.imageUrl ?? (await uploadImage(app, cookie));
  const response = await app.inject({
    method: 'POST',
    url: '/api/software',
    headers: { cookie },
    payload: {
      name: 'Harbor Notes',
      shortDescription: 'Notes that sync across devices',
      longDescription: 'A note-taking app looking for testers on Android and iOS.',
      category: 'Mobile',
      ...overrides,
      imageUrl,
    },
  });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
  return response.json();
}
