import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';
import * as styles from './field.css';

/**
 * Props of {@link TextField}: the shared field props plus every native input attribute
 * (`type`, `autoComplete`, `inputMode`, `required`, `value`, `onChange`…), passed to the input.
 */
export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Class for the outer wrapper; the input keeps the design-system look. */
  className?: string;
}

/** A labelled single-line input with optional hint and error. The ref reaches the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, optional, className, id, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { aria, ...ids } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell {...{ label, hint, error, optional, className }} {...ids}>
      <input ref={ref} id={ids.inputId} type={type} className={styles.control} {...aria} {...rest} />
    </FieldShell>
  );
});
