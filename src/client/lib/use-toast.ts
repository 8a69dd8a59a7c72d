/**
 * A tiny toast store (shadcn pattern): any module can call `toast()`, the Toaster renders the list.
 * At most one toast at a time; a dismissed toast is removed after 1,000,000 ms.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The looks a toast can take (components/ui/toast.tsx styles each). */
type TToastVariant = 'default' | 'destructive';

type TToast = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: TToastVariant;
  open: boolean;
};

let toasts: TToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: TToast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(props: Omit<TToast, 'id' | 'open'>): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...props, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): TToast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
