import { useLingui } from '@lingui/react';
import { container } from '../../ui/container.css';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './shell.css';

/** What shows while a page or the session loads: the shape of a page, never a blank screen. */
export function PageSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className={`${styles.memberMain} ${container}`} role="status" aria-label={i18n._({ id: 'common.loading', message: 'Loading…' })}>
      <div className={styles.errorBlock}>
        <Skeleton shape="line" width="1/2" />
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    </div>
  );
}
