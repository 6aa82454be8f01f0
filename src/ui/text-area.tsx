import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';
import * as styles from './text-area.css';

/** Props of {@link TextArea}: the shared field props plus every native textarea attribute. */
export interface TextAreaProps extends FieldBaseProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Class for the outer wrapper. */
  className?: string;
}

/** A labelled multi-line input, 4 rows by default, resizable in height only. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, optional, className, id, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { aria, ...ids } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell {...{ label, hint, error, optional, className }} {...ids}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        className={styles.textarea}
        {...aria}
        {...rest}
      />
    </FieldShell>
  );
});
