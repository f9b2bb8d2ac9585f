import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// Toasts: a short confirmation of something done that leaves nothing else to see (a card made
// default, an order cancelled). One polite live region, rendered by the app on every page, reads
// each out; a toast closes itself after a while, never while the pointer or focus is on the toasts
// (WCAG 2.2.1), and has its own close button. At most three at once, the oldest leaves first.

type Toast = { key: number; id: string; values?: Record<string, string | number> };

const lifetimeMs = 8000;
const maxToasts = 3;
const none: readonly Toast[] = [];
let toasts: readonly Toast[] = none;
let lastKey = 0;
const listeners = new Set<() => void>();

const set = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Shows a toast saying the message `id` (with its values) in the page's language. */
export const showToast = (id: string, values?: Toast['values']) => {
  lastKey += 1;
  set([...toasts, { key: lastKey, id, values }].slice(-maxToasts));
};

const dismiss = (key: number) => set(toasts.filter((toast) => toast.key !== key));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastItem = ({ toast, held }: { toast: Toast; held: boolean }) => {
  const intl = useIntl();
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss(toast.key), lifetimeMs);
    return () => clearTimeout(timer);
  }, [toast.key, held]);
  return (
    <li className="toast">
      <p>
        <FormattedMessage id={toast.id} values={toast.values} />
      </p>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'toast.close' })}
        onClick={() => dismiss(toast.key)}
      >
        ×
      </button>
    </li>
  );
};

/** The toasts' live region (styles/components.css `.toasts`), present and empty until the first one. */
export const Toasts = () => {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <div
      role="status"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ul className="toasts">
        {list.map((toast) => (
          <ToastItem key={toast.key} toast={toast} held={hovered || focused} />
        ))}
      </ul>
    </div>
  );
};
