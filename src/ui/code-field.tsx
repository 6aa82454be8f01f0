import { forwardRef, type InputHTMLAttributes } from 'react';
import * as styles from './code-field.css';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';

type FixedInputProps = 'size' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength';

/** Props of {@link CodeField}: the shared field props plus native input attributes (value, onChange…). */
export interface CodeFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, FixedInputProps> {
  /** Class for the outer wrapper. */
  className?: string;
}

/**
 * The input for a six-digit one-time code. Phones offer the digit keypad and the code from the
 * latest text message (`autocomplete="one-time-code"`). No `maxLength`: a pasted "720 552" must
 * reach the owner's onChange whole, which cleans it (domain `codeFromInput`) before limiting it.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { label, hint, error, optional, className, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { aria, ...ids } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell {...{ label, hint, error, optional, className }} {...ids}>
      <input
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        className={styles.input}
        {...aria}
        {...rest}
      />
    </FieldShell>
  );
});
