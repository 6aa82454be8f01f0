import { useLingui } from '@lingui/react';
import { Button } from '../../ui/button';
import { dayFormat } from '../../i18n/format';
import * as styles from './calendar.css';

/** The month's title between the arrows to the previous and the next month (the one month view and the timeline). */
export function MonthNav({ titleId, monthStart, onShift }: { titleId: string; monthStart: string; onShift(months: number): void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.monthNav}>
      <Button variant="secondary" size="sm" data-month-step="-1" aria-label={i18n._({ id: 'calendar.previousMonth', message: 'Previous month' })} onClick={() => onShift(-1)}>
        ←
      </Button>
      <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
        {dayFormat(i18n.locale, 'monthYear').format(monthStart)}
      </h2>
      <Button variant="secondary" size="sm" data-month-step="1" aria-label={i18n._({ id: 'calendar.nextMonth', message: 'Next month' })} onClick={() => onShift(1)}>
        →
      </Button>
    </div>
  );
}
