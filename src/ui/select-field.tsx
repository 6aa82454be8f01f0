import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';
import { ChevronDownIcon } from './icon';
import * as styles from './select-field.css';

/**
 * Props of {@link SelectField}: the shared field props plus every native select attribute.
 * Pass `<option>` elements as children; a native select gives phones their own picker.
 */
export interface SelectFieldProps extends FieldBaseProps, SelectHTMLAttributes<HTMLSelectElement> {
  /** Class for the outer wrapper. */
  className?: string;
}

/** A labelled native select with the design-system look. The ref reaches the select. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, optional, className, id, children, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { aria, ...ids } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell {...{ label, hint, error, optional, className }} {...ids}>
      <div className={styles.wrapper}>
        <select ref={ref} id={ids.inputId} className={styles.select} {...aria} {...rest}>
          {children}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </FieldShell>
  );
});
