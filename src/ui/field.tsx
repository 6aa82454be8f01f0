import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import * as styles from './field.css';
import { ErrorIcon } from './icon';
import { toneLabel } from './tone';
import { VisuallyHidden } from './visually-hidden';

/** Props every form field shares. Texts are already translated. */
export interface FieldBaseProps {
  /** The visible label. Always shown: a placeholder is no label. */
  label: string;
  /** Help shown under the label, e.g. the expected format. Linked with aria-describedby. */
  hint?: string;
  /** Error shown under the control; sets aria-invalid and is linked with aria-describedby. */
  error?: string;
  /** Adds "(optional)" to the label; mark the few optional fields rather than the many required ones. */
  optional?: boolean;
}

/** Ids and ARIA wiring for one field. `describedBy` keeps ids the caller passed itself. */
export function useFieldIds(id: string | undefined, hint?: string, error?: string, describedBy?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    aria: {
      'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

interface FieldShellProps extends FieldBaseProps {
  inputId: string;
  hintId?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error in reading order. Internal to the field components. */
export function FieldShell({ label, hint, error, optional, inputId, hintId, errorId, className, children }: FieldShellProps) {
  const { i18n } = useLingui();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional && (
          <span className={styles.optional}> {i18n._({ id: 'ui.field.optional', message: '(optional)' })}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          <ErrorIcon />
          <span>
            <VisuallyHidden>{toneLabel(i18n, 'danger')} </VisuallyHidden>
            {error}
          </span>
        </p>
      )}
    </div>
  );
}
