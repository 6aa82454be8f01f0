import { useEffect, useRef, type MouseEvent } from 'react';
import { Alert } from './alert';
import * as styles from './form-error.css';
import { useFocusWhen } from './use-focus-when';

/** One problem in a form: the id of the field to fix and the already-translated message. */
export interface FormErrorItem {
  fieldId: string;
  message: string;
}

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** Already-translated heading, e.g. "There is a problem". */
  title: string;
  /** The problems, in the order of the fields. Nothing renders when the list is empty. */
  errors: readonly FormErrorItem[];
  /** Move focus to the summary when it appears or changes (default true), as after a submit. */
  autoFocus?: boolean;
  /**
   * Instead of `autoFocus`: move focus to the summary each time this key changes to something (each
   * failed submit, `useFieldErrors().focusKey`), not when a fixed field's error goes away.
   */
  focusKey?: unknown;
}

/**
 * The error summary shown above a form after a failed submit: a danger alert listing each
 * problem as a link that moves focus to its field.
 */
export function FormError({ title, errors, autoFocus = true, focusKey }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey === undefined && autoFocus && errors.length > 0) ref.current?.focus();
  }, [autoFocus, errors, focusKey]);
  useFocusWhen(ref, focusKey ?? null);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Alert ref={ref} tone="danger" title={title} tabIndex={-1}>
      <ul className={styles.list}>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId} className={styles.item}>
            <a href={`#${fieldId}`} className={styles.link} onClick={(e) => focusField(e, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
