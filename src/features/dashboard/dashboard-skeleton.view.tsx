import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './dashboard.css';

/**
 * The overview's shape while it loads, card for card: the figures card (title, sentence, four
 * figures), task cards (badge, title, text) and guest cards (name, stay). Each placeholder is the
 * height of what replaces it, so the page does not jump when the answer arrives on a slow line.
 */
export function DashboardSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.figuresArea}>
        <Card className={styles.section}>
          <Skeleton width="1/2" className={styles.sectionTitleSkeleton} />
          <Skeleton lines={3} />
          <div className={styles.figures}>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className={styles.figure}>
                <Skeleton width="1/4" />
                <Skeleton width="1/4" className={styles.figureValueSkeleton} />
              </div>
            ))}
          </div>
        </Card>
      </div>
      <div className={styles.column}>
        <div className={styles.section}>
          <Skeleton width="1/4" className={styles.sectionTitleSkeleton} />
          <ul className={styles.list}>
            {[0, 1].map((task) => (
              <Card key={task} as="li" padding="sm" className={styles.item}>
                <Skeleton width="1/4" />
                <div className={styles.itemTitleSkeleton}>
                  <Skeleton width="3/4" />
                </div>
                <Skeleton lines={2} />
              </Card>
            ))}
          </ul>
        </div>
        <div className={styles.section}>
          <Skeleton width="1/4" className={styles.sectionTitleSkeleton} />
          <ul className={styles.list}>
            {[0, 1].map((guest) => (
              <Card key={guest} as="li" padding="sm" className={styles.item}>
                <div className={styles.itemTitleSkeleton}>
                  <Skeleton width="1/2" />
                </div>
                <Skeleton width="3/4" />
              </Card>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
