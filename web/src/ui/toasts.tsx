import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createStore } from './store';

/** How long a toast stays (spec 000 section 9: 3 s). */
export const toastMs = 3000;

type ToastKind = 'success' | 'info' | 'error';
type Toast = { id: number; kind: ToastKind; message: string };

const toasts = createStore<Toast[]>([]);
let nextId = 1;

function dismiss(id: number): void {
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

/** Shows a short message in the corner; it goes by itself after 3 s. */
export function showToast(message: string, kind: ToastKind = 'success'): void {
  const id = nextId++;
  toasts.set((list) => [...list.slice(-4), { id, kind, message }]);
  setTimeout(() => dismiss(id), toastMs);
}

const icons = { success: CircleCheck, info: Info, error: TriangleAlert };

export function ToastHost() {
  const { t } = useTranslation();
  const list = toasts.use();
  return (
    <section className="toasts" aria-live="polite" aria-label={t('ui.notifications')}>
      {list.map((toast) => {
        const Icon = icons[toast.kind];
        return (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <Icon size={18} aria-hidden="true" />
            <span>{toast.message}</span>
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
      })}
    </section>
  );
}
