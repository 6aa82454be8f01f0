import { useLingui } from '@lingui/react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './button.css';
import { Spinner } from './spinner';

/** Props of {@link Button}; every native button attribute passes through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary (the one main action of a screen), secondary, ghost (low emphasis) or danger. */
  variant?: styles.ButtonVariants['variant'];
  /** sm 44px, md 48px (default), lg 56px high; all at least 44×44 px. */
  size?: styles.ButtonVariants['size'];
  /** Stretch to the width of the container, e.g. the primary action on a phone. */
  fullWidth?: boolean;
  /** Shows a spinner over the label and sets `aria-busy` and `disabled`. */
  loading?: boolean;
  /** Already-translated text read while loading; defaults to "Please wait". */
  loadingLabel?: string;
  /** Icon before the label, e.g. `<LogoutIcon />`. */
  icon?: ReactNode;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingLabel, icon, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  const { i18n } = useLingui();
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className={loading ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {icon}
        {children}
      </span>
      {loading && (
        <Spinner
          size="inherit"
          className={styles.spinner}
          label={loadingLabel ?? i18n._({ id: 'ui.button.loading', message: 'Please wait' })}
        />
      )}
    </button>
  );
});
