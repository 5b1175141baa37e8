import * as React from 'react';
import type { ToastProps } from '@/components/ui/toast';

// Spec 000 section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
/** Hovering pauses a toast (Radix) so it can be read, but never keeps it up longer than this. */
const TOAST_MAX_VISIBLE_MS = 15_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
};

type State = { toasts: ToasterToast[] };
type Action = { type: 'ADD'; toast: ToasterToast } | { type: 'DISMISS'; toastId?: string } | { type: 'REMOVE'; toastId?: string };

let count = 0;
const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId);
      dispatch({ type: 'REMOVE', toastId });
    }, TOAST_REMOVE_DELAY),
  );
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'DISMISS':
      for (const t of state.toasts) if (!action.toastId || t.id === action.toastId) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) => (!action.toastId || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE':
      return { toasts: action.toastId ? state.toasts.filter((t) => t.id !== action.toastId) : [] };
  }
}

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(props: Omit<ToasterToast, 'id'>) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  dispatch({
    type: 'ADD',
    toast: { ...props, id, open: true, onOpenChange: (open) => !open && dismiss() },
  });
  setTimeout(dismiss, TOAST_MAX_VISIBLE_MS);
  return { id, dismiss };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return { ...state, toast, dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', toastId }) };
}
