import { useLingui } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toneIconColor } from './alert.css';
import { Button } from './button';
import { CloseIcon } from './icon';
import * as styles from './toast.css';
import { toneIcon, toneLabel, type Tone } from './tone';
import { VisuallyHidden } from './visually-hidden';

/** How long a toast stays (ms) unless it is an error, hovered or focused. Generous on purpose. */
export const TOAST_TIMEOUT_MS = 6000;

/** What to show. Texts are already translated. */
export interface ToastOptions {
  message: string;
  title?: string;
  /** info (default), success, warning or danger. Danger toasts stay until dismissed. */
  tone?: Tone;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts from anywhere below a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** At most this many toasts at once (default 3); the oldest goes first. */
  max?: number;
}

/**
 * Holds the toasts and renders them in a polite live region (`role="status"`) that is always in
 * the page, so screen readers announce each new toast without moving focus.
 */
export function ToastProvider({ children, max = 3 }: ToastProviderProps) {
  const { i18n } = useLingui();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      const id = `toast-${++nextId.current}`;
      setToasts((list) => [...list, { ...options, id }].slice(-max));
      return id;
    },
    [max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite" aria-label={i18n._({ id: 'ui.toast.region', message: 'Notifications' })}
        className={styles.region}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const { i18n } = useLingui();
  const { id, title, message, tone = 'info' } = toast;
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (tone === 'danger' || paused) return;
    const timer = setTimeout(() => onDismiss(id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [id, tone, paused, onDismiss]);
  const ToneIcon = toneIcon[tone];
  // Hover and focus pause the timer (WCAG 2.2.1): a slow reader or a keyboard user keeps it.
  return (
    <div className={styles.toast} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <ToneIcon size="lg" className={`${styles.icon} ${toneIconColor[tone]}`} />
      <p className={styles.text}>
        <VisuallyHidden>{toneLabel(i18n, tone)} </VisuallyHidden>
        {title && <span className={styles.title}>{title}</span>}
        {message}
      </p>
      <Button variant="ghost" size="sm" onClick={() => onDismiss(id)}>
        <CloseIcon />
        <VisuallyHidden>{i18n._({ id: 'ui.toast.dismiss', message: 'Dismiss notification' })}</VisuallyHidden>
      </Button>
    </div>
  );
}
