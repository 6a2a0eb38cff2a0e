import { describe, expect, it, vi } from 'vitest';
import type { DecodedImage } from './canvas-image.ts';
import { prepareImage } from './prepare-image.ts';

const MB = 1_048_576;

const fileOf = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/** A decoder that reads any file as `width × height`, and encodes to `encodedBytes`. */
function decoderOf(width: number, height: number, encodedBytes = MB) {
  const close = vi.fn();
  const encode = vi.fn(
    async (_size: unknown, _quality: number) =>
      new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }),
  );
  const decode = vi.fn(
    async (): Promise<DecodedImage> => ({ size: { width, height }, encode, close }),
  );
  return { decode, encode, close };
}

describe('prepareImage', () => {
  it('resizes a 6 MB phone photo to a JPEG under 2 MB, and says so', async () => {
    const { decode, close } = decoderOf(4032, 3024);
    const prepared = await prepareImage(fileOf(6 * MB, 'IMG_0042.jpeg', 'image/jpeg'), decode);
    expect(prepared.file.size).toBe(MB);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('IMG_0042.jpg');
    expect(prepared.notice).toBe('Your image was resized to fit the 2 MB limit.');
    expect(close).toHaveBeenCalled();
  });

  it('resizes an image over 40 megapixels even when its bytes fit', async () => {
    const { decode } = decoderOf(10_000, 5_000);
    const prepared = await prepareImage(fileOf(MB, 'panorama.png', 'image/png'), decode);
    expect(prepared.notice).toBe('Your image was resized to fit the 40 megapixel limit.');
  });

  it('sends an image within both limits as it is', async () => {
    const { decode, encode } = decoderOf(1200, 800);
    const original = fileOf(MB, 'shot.png', 'image/png');
    expect(await prepareImage(original, decode)).toEqual({ file: original, notice: null });
    expect(encode).not.toHaveBeenCalled();
  });

  it('never redraws a GIF, which would lose its animation: one over 2 MB is refused', async () => {
    const { decode } = decoderOf(400, 300);
    await expect(prepareImage(fileOf(3 * MB, 'dance.gif', 'image/gif'), decode)).rejects.toThrow(
      'GIFs are not resized, so that they keep their animation: choose one of 2 MB or smaller.',
    );
    const small = fileOf(MB, 'dance.gif', 'image/gif');
    expect(await prepareImage(small, decode)).toEqual({ file: small, notice: null });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a large image it cannot shrink, and lets the server judge a small unreadable one', async () => {
    const tooHeavy = decoderOf(4032, 3024, 3 * MB);
    await expect(
      prepareImage(fileOf(6 * MB, 'noise.png', 'image/png'), tooHeavy.decode),
    ).rejects.toThrow('This image could not be made small enough to upload.');

    const unreadable = vi.fn(() => Promise.reject(new Error('cannot decode')));
    await expect(
      prepareImage(fileOf(3 * MB, 'odd.webp', 'image/webp'), unreadable),
    ).rejects.toThrow('Image must be 2 MB or smaller');
    const small = fileOf(MB, 'odd.webp', 'image/webp');
    expect(await prepareImage(small, unreadable)).toEqual({ file: small, notice: null });
  });
});
