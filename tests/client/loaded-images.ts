import { vi } from 'vitest';

/**
 * jsdom loads no images, so an avatar would always show its initials; with this every image
 * counts as loaded at once, as a browser's cached picture would.
 */
export function stubLoadedImages() {
  vi.stubGlobal(
    'Image',
    class extends EventTarget {
      complete = true;
      naturalWidth = 64;
      src = '';
      crossOrigin: string | null = null;
      referrerPolicy = '';
    },
  );
}
