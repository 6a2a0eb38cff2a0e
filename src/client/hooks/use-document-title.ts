import { useEffect } from 'react';
import { pageTitle } from '@/shared/page-title.ts';

/**
 * Names the tab after the screen ("Browse · Beta Harbor"), so tabs, history and screen readers
 * tell pages apart. `null` while the screen's name is still loading keeps the previous title.
 */
export function useDocumentTitle(name: string | null) {
  useEffect(() => {
    if (name !== null) document.title = pageTitle(name);
  }, [name]);
}
