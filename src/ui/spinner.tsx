import { SpinnerIcon } from './icon';
import * as styles from './spinner.css';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Already-translated text read by screen readers, e.g. "Loading bookings". Not shown. */
  label: string;
  /** sm 1rem, md 1.5rem (default), lg 2.5rem; or `inherit` to follow the font size around it. */
  size?: 'sm' | 'md' | 'lg' | 'inherit';
  className?: string;
}

/**
 * A spinning ring with a hidden text label in a polite status region. Its box has a fixed size,
 * so showing it causes no layout shift. Prefer a Skeleton when the shape of the content is known.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const classes = [styles.root, size === 'inherit' ? undefined : styles.size[size], className];
  return (
    <span role="status" className={classes.filter(Boolean).join(' ')}>
      <SpinnerIcon size="sm" className={styles.svg} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
