import { useLingui } from '@lingui/react';
import * as styles from './shell.css';

/** The first focusable element of every page: jumps past the header. */
export function SkipLink() {
  const { i18n } = useLingui();
  return (
    <a className={styles.skipLink} href="#main">
      {i18n._({ id: 'shell.skipToContent', message: 'Skip to main content' })}
    </a>
  );
}
