import { useLingui } from '@lingui/react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';
import { EyeIcon, EyeOffIcon } from './icon';
import * as styles from './field-action.css';
import { VisuallyHidden } from './visually-hidden';

/**
 * Props of {@link PasswordField}: the shared field props plus native input attributes.
 * `autoComplete` defaults to "current-password"; pass "new-password" on sign-up and change forms.
 */
export interface PasswordFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** Class for the outer wrapper. */
  className?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button (`aria-pressed`) with a
 * constant name, "Show password", as the WAI-ARIA pattern asks: a name that also flipped to
 * "Hide password" would make "Hide password, pressed" ambiguous. The eye icon shows the state.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, optional, className, id, autoComplete = 'current-password', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  const { aria, ...ids } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell {...{ label, hint, error, optional, className }} {...ids}>
      <div className={styles.wrapper}>
        <input
          ref={ref}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={styles.input}
          {...aria}
          {...rest}
        />
        <button
          type="button"
          className={styles.action}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <VisuallyHidden>{i18n._({ id: 'ui.password.show', message: 'Show password' })}</VisuallyHidden>
        </button>
      </div>
    </FieldShell>
  );
});
