import { useLingui } from '@lingui/react';
import type { Accommodation } from '../../contract/accommodations';
import { PageLink } from '../../ui/page-link';
import { SelectField } from '../../ui/select-field';
import * as styles from './calendar.css';
import { MonthNav } from './month-nav.view';

export interface CalendarToolbarProps {
  readonly titleId: string;
  readonly code: string;
  readonly monthStart: string;
  readonly homes: readonly Accommodation[];
  readonly timelineHref: string;
  readonly canBook: boolean;
  onHome(code: string): void;
  onShift(months: number): void;
}

/**
 * One compact bar above the month (so that on a phone the grid starts within the first screen):
 * the home, the month with its arrows, and the two ways on (every home's timeline, the booking form).
 */
export function CalendarToolbar({ titleId, code, monthStart, homes, timelineHref, canBook, onHome, onShift }: CalendarToolbarProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.toolbar}>
      {homes.length > 1 && (
        <div className={styles.homeSelect}>
          <SelectField label={i18n._({ id: 'calendar.home', message: 'Holiday home' })} value={code} onChange={(event) => onHome(event.target.value)}>
            {homes.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name} ({candidate.code})
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <MonthNav titleId={titleId} monthStart={monthStart} onShift={onShift} />
      <div className={styles.actions}>
        {homes.length > 1 && (
          <PageLink href={timelineHref} variant="secondary" size="sm">
            {i18n._({ id: 'calendar.timeline.link', message: 'All homes' })}
          </PageLink>
        )}
        {canBook && (
          <PageLink href={`/owner-booking?accommodation=${encodeURIComponent(code)}`} size="sm">
            {i18n._({ id: 'calendar.ownerBooking', message: 'Book your own stay' })}
          </PageLink>
        )}
      </div>
    </div>
  );
}
