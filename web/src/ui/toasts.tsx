import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pausableTimer } from './pausable-timer';
import { createStore } from './store';

/** How long a toast stays (spec 000 section 9: 3 s). */
export const toastMs = 3000;
/** A toast with a button (Undo) stays longer: time to read it and reach the button. */
export const actionToastMs = 8000;

type ToastKind = 'success' | 'info' | 'error';
/** A button on a toast; choosing it also closes the toast. */
export type ToastAction = { label: string; run: () => void };
type Toast = { id: number; kind: ToastKind; message: string; action?: ToastAction; durationMs: number };

const toasts = createStore<Toast[]>([]);
let nextId = 1;

function dismiss(id: number): void {
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

/**
 * Shows a short message in the corner; it goes by itself after 3 s (8 s with an action), but
 * not while the pointer is on it or the keyboard focus in it.
 */
export function showToast(
  message: string,
  kind: ToastKind = 'success',
  options: { action?: ToastAction } = {},
): void {
  const id = nextId++;
  const durationMs = options.action ? actionToastMs : toastMs;
  toasts.set((list) => [
    ...list.slice(-4),
    { id, kind, message, durationMs, ...(options.action ? { action: options.action } : {}) },
  ]);
}

const icons = { success: CircleCheck, info: Info, error: TriangleAlert };

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof pausableTimer> | null>(null);
  const held = useRef({ hovered: false, focused: false });
  useEffect(() => {
    const started = pausableTimer(toast.durationMs, () => dismiss(toast.id));
    timer.current = started;
    return () => started.cancel();
  }, [toast.id, toast.durationMs]);
  const hold = (change: Partial<typeof held.current>) => {
    held.current = { ...held.current, ...change };
    if (held.current.hovered || held.current.focused) timer.current?.pause();
    else timer.current?.resume();
  };
  const Icon = icons[toast.kind];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert (role below); hover and focus only hold its timer, its buttons are what the user works
    <div
      className={`toast toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => hold({ hovered: true })}
      onMouseLeave={() => hold({ hovered: false })}
      onFocus={() => hold({ focused: true })}
      onBlur={(event) => {
        // moving between the toast's own buttons keeps it held
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold({ focused: false });
      }}
    >
      <Icon size={18} aria-hidden="true" />
      <span>{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          className="button toast-action"
          onClick={() => {
            dismiss(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={t('ui.close')}
        onClick={() => dismiss(toast.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function ToastHost() {
  const { t } = useTranslation();
  const list = toasts.use();
  return (
    <section className="toasts" aria-live="polite" aria-label={t('ui.notifications')}>
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
