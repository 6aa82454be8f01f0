import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './dashboard.css';

/** The overview's shape while it loads: task cards, guest groups, the figures card. */
export function DashboardSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.figuresArea}>
        <Card>
          <Skeleton width="1/2" />
          <Skeleton lines={6} />
        </Card>
      </div>
      <div className={styles.column}>
        {[0, 1].map((section) => (
          <div key={section} className={styles.section}>
            <Skeleton width="1/4" />
            <Skeleton shape="block" size="sm" />
            <Skeleton shape="block" size="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}
