import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const WAIT_FOR_HEADING_MS = 10_000;
const PERSON_OPENED =
  '[role="menu"], [role="dialog"], [role="alertdialog"], [aria-expanded="true"]';

/**
 * After a navigation inside the app, focus moves to the new screen's h1, as a page load would put
 * a screen reader at the top: otherwise focus stays on a link that is gone, or in the nav. A
 * screen still loading gets focus on its heading once the heading appears. The first page load
 * and anything the person has already focused inside the page are left alone.
 */
export function useHeadingFocusOnNavigation(mainId: string) {
  const [location] = useLocation();
  // The screen being left can stay on view while the next one loads: its heading, read here
  // before the new location commits, is never the one to focus. Until the location first
  // changes there is nothing to do (React's StrictMode runs effects twice on mount).
  const renderedLocation = useRef(location);
  const navigated = useRef(false);
  const leftHeading = useRef<Element | null>(null);
  if (renderedLocation.current !== location) {
    renderedLocation.current = location;
    navigated.current = true;
    leftHeading.current = document.getElementById(mainId)?.querySelector('h1') ?? null;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    if (!navigated.current) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading || heading === leftHeading.current) return false;
      const active = document.activeElement;
      // Inside the new screen, or in a menu or dialog the person opened meanwhile: theirs to keep.
      const personMovedOn =
        active &&
        active !== document.body &&
        (main.contains(active) || active.closest(PERSON_OPENED) !== null);
      if (!personMovedOn) {
        heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location, mainId]);
}
