import { useRef, useState } from 'react';
import {
  ImageRefusedError,
  NOT_SHRINKABLE_MESSAGE,
  prepareImage,
} from '@/client/features/images/utils/prepare-image.ts';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TYPE_MESSAGE } from '@/shared/contracts/images.ts';

/** What is wrong with a choice of files, checked before any byte is read; null when fine. */
export function checkImageFiles(files: ArrayLike<File> | null): string | null {
  const file = files?.[0];
  if (!files || !file) return 'Choose an image to upload.';
  if (files.length > 1) return 'Choose exactly one image.';
  if (!ACCEPTED_IMAGE_TYPES.some((type) => type === file.type)) return IMAGE_TYPE_MESSAGE;
  return null;
}

type ChosenImage = {
  /** The file to upload once it is checked (and resized when it had to be). */
  file: File | null;
  /** While a large image is drawn again smaller. */
  preparing: boolean;
  error: string | null;
  notice: string | null;
};

const NOTHING_CHOSEN: ChosenImage = { file: null, preparing: false, error: null, notice: null };

/** The file chosen in the upload dialog, made ready to send. */
export function useChosenImage() {
  const [chosen, setChosen] = useState(NOTHING_CHOSEN);
  // Choosing again while a photo is still being resized must not let the first one land last.
  const latest = useRef(0);

  const choose = async (files: ArrayLike<File> | null) => {
    const attempt = ++latest.current;
    const problem = checkImageFiles(files);
    const file = files?.[0];
    if (problem || !file) {
      setChosen({ ...NOTHING_CHOSEN, error: problem });
      return;
    }
    setChosen({ ...NOTHING_CHOSEN, preparing: true });
    let next: ChosenImage;
    try {
      const prepared = await prepareImage(file);
      next = { ...NOTHING_CHOSEN, file: prepared.file, notice: prepared.notice };
    } catch (error) {
      const message = error instanceof ImageRefusedError ? error.message : NOT_SHRINKABLE_MESSAGE;
      next = { ...NOTHING_CHOSEN, error: message };
    }
    if (attempt === latest.current) setChosen(next);
  };

  const reset = () => {
    latest.current++;
    setChosen(NOTHING_CHOSEN);
  };

  /** A problem found after choosing (the upload failed, nothing was chosen). */
  const setError = (error: string | null) => setChosen((current) => ({ ...current, error }));

  return { ...chosen, choose, reset, setError };
}
