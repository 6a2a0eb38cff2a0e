import { type ReactNode, useEffect, useState } from 'react';
import type { ToastProps } from '@/client/components/ui/toast.tsx';

// The spec's notification limits (section 9). A dismissed toast is closed at once but stays in
// state until the removal delay; with a limit of one, the next toast replaces it anyway.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
};

export type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'onOpenChange'>;

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'dismiss'; toastId: string }
  | { type: 'remove'; toastId: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// A module-level store lets code outside React (mutation error handlers) raise toasts.
const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

function dismiss(toastId: string): void {
  dispatch({ type: 'dismiss', toastId });
  setTimeout(() => dispatch({ type: 'remove', toastId }), TOAST_REMOVE_DELAY_MS);
}

export function toast(input: ToastInput): void {
  const id = nextId();
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss(id);
      },
    },
  });
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);

  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return { toasts: state.toasts, toast };
}
