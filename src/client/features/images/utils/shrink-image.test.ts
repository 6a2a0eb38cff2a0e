import { describe, expect, it } from 'vitest';
import { type EncodeImage, fitInside, type PixelSize, shrinkImage } from './shrink-image.ts';

const LIMIT = 2_097_152;

/**
 * An encoder whose output weighs `bytesPerPixel` at quality 0.85 and less at lower quality; only
 * the size counts, so no bytes are made.
 */
function fakeEncoder(bytesPerPixel: number) {
  const calls: { size: PixelSize; quality: number }[] = [];
  const encode: EncodeImage = async (size, quality) => {
    calls.push({ size, quality });
    const bytes = Math.round(size.width * size.height * bytesPerPixel * (quality / 0.85));
    return { size: bytes, type: 'image/jpeg' } as Blob;
  };
  return { encode, calls };
}

describe('fitInside', () => {
  it('scales down to the box keeping the shape, and never enlarges', () => {
    expect(fitInside({ width: 4032, height: 3024 }, { width: 1600, height: 1600 })).toEqual({
      width: 1600,
      height: 1200,
    });
    expect(fitInside({ width: 900, height: 3000 }, { width: 1600, height: 1600 })).toEqual({
      width: 480,
      height: 1600,
    });
    expect(fitInside({ width: 800, height: 600 }, { width: 1600, height: 1600 })).toEqual({
      width: 800,
      height: 600,
    });
  });
});

describe('shrinkImage', () => {
  it('draws a phone photo at the largest size the server keeps, once, when that fits', async () => {
    const { encode, calls } = fakeEncoder(0.5);
    const blob = await shrinkImage({ width: 4032, height: 3024 }, encode);
    expect(calls).toEqual([{ size: { width: 1600, height: 1200 }, quality: 0.85 }]);
    expect(blob?.size).toBeLessThanOrEqual(LIMIT);
  });

  it('lowers the quality, then the size, until the image fits', async () => {
    // Noise-like pixels: 1.5 bytes each at quality 0.85, too heavy at 1600 × 1200 either way.
    const { encode, calls } = fakeEncoder(1.5);
    const blob = await shrinkImage({ width: 4032, height: 3024 }, encode);
    expect(calls).toEqual([
      { size: { width: 1600, height: 1200 }, quality: 0.85 },
      { size: { width: 1600, height: 1200 }, quality: 0.7 },
      { size: { width: 1200, height: 900 }, quality: 0.85 },
    ]);
    expect(blob?.size).toBeLessThanOrEqual(LIMIT);
  });

  it('gives up rather than send an image too small to be of use', async () => {
    const { encode, calls } = fakeEncoder(100);
    expect(await shrinkImage({ width: 4000, height: 4000 }, encode)).toBeNull();
    const longSides = calls.map(({ size }) => Math.max(size.width, size.height));
    expect(Math.min(...longSides)).toBeGreaterThanOrEqual(400);
  });
});
