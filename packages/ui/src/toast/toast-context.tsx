import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';

/** At most one toast shows at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
/** A dismissed toast leaves the screen at once and the state after this delay. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

interface ToastContextValue {
  toasts: ToastItem[];
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast by id, or every toast without an id. */
  dismiss: (id?: string) => void;
}

type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string } | { type: 'remove'; id: string };

function reducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((item) => (action.id === undefined || item.id === action.id ? { ...item, open: false } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
  }
}

const ToastContext = createContext<ToastContextValue | null>(null);

let counter = 0;

export interface ToastProviderProps {
  children: ReactNode;
}

export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(reducer, []);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removals.current.has(id)) {
      return;
    }
    const timer = setTimeout(() => {
      removals.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY);
    removals.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch({ type: 'dismiss', id });
      if (id !== undefined) {
        scheduleRemoval(id);
      }
    },
    [scheduleRemoval],
  );

  useEffect(() => {
    for (const item of toasts) {
      if (!item.open) {
        scheduleRemoval(item.id);
      }
    }
  }, [toasts, scheduleRemoval]);

  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION }: ToastOptions): ToastHandle => {
      counter += 1;
      const id = `toast-${counter}`;
      dispatch({ type: 'add', toast: { id, title, description, variant, duration, open: true } });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) {
    throw new Error('useToast must be used inside <UiProvider> (or <ToastProvider>)');
  }
  return context;
}
