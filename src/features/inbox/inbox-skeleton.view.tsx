import { Skeleton } from '../../ui/skeleton';
import * as styles from './inbox.css';

/** Four cards the shape of inbox cards, while the list loads. */
export function InboxSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.card}>
          <Skeleton width="1/2" />
          <Skeleton width="3/4" />
          <Skeleton width="1/4" />
        </li>
      ))}
    </ul>
  );
}
