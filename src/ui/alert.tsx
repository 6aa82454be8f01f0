import { useLingui } from '@lingui/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './alert.css';
import { toneIcon, toneLabel, type Tone } from './tone';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link Alert}. Texts are already translated. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** info (default), success, warning or danger. Each has its own icon and icon name. */
  tone?: Tone;
  /** Short bold heading, e.g. "Payment details not saved". */
  title?: string;
  /** What happened and what to do next. */
  children?: ReactNode;
}

/**
 * An inline message. Danger alerts are `role="alert"` (read at once), the others `role="status"`
 * (read politely). An icon, and a hidden "Error:"/"Warning:"… for screen readers, go with the
 * colour, so status is never told by colour alone.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, className, ...rest },
  ref,
) {
  const { i18n } = useLingui();
  const ToneIcon = toneIcon[tone];
  return (
    <div
      ref={ref}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <ToneIcon size="lg" className={styles.toneIconColor[tone]} />
      <div className={styles.body}>
        <VisuallyHidden>{toneLabel(i18n, tone)} </VisuallyHidden>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
});
