import { useSyncExternalStore } from 'react';

/** A tiny external store: global UI state (toasts, prompts, the wait dialog) callable from anywhere. */
export type Store<T> = { get(): T; set(next: T | ((current: T) => T)): void; use(): T };

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => value;
  return {
    get,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
