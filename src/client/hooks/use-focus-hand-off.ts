import { type FocusEvent, useEffect, useRef } from 'react';

const ENABLED_CONTROL =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * For a group whose controls are swapped when `state` changes (the join button for a joined
 * tester's actions): had the person's control gone with the swap, focus would fall to the page
 * body and a keyboard user would start again from the top. It moves to the group's first enabled
 * control instead. Spread the returned props on the group's element.
 */
export function useFocusHandOff<T extends HTMLElement>(state: unknown) {
  const ref = useRef<T>(null);
  const lastFocused = useRef<Element | null>(null);
  const previous = useRef(state);

  useEffect(() => {
    if (Object.is(previous.current, state)) return;
    previous.current = state;
    const left = lastFocused.current;
    const active = document.activeElement;
    const focusLost = !active || active === document.body;
    const leftIsGone = left !== null && (!left.isConnected || left.matches(':disabled'));
    if (focusLost && leftIsGone) ref.current?.querySelector<HTMLElement>(ENABLED_CONTROL)?.focus();
  }, [state]);

  return {
    ref,
    onFocus: (event: FocusEvent<T>) => {
      lastFocused.current = event.target;
    },
  };
}
