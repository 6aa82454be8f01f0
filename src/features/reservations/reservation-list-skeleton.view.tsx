import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './reservations.css';

/** Three cards the shape of reservation cards, while the first page loads. */
export function ReservationListSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card as="li" key={i}>
          <Skeleton width="1/2" />
          <Skeleton lines={5} />
        </Card>
      ))}
    </ul>
  );
}
