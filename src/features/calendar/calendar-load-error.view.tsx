import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** The calendar (one home's month or the timeline of all homes) could not load: say so, offer a retry. */
export function CalendarLoadError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert tone="danger" title={i18n._({ id: 'calendar.error', message: 'We could not load the calendar' })}>
      <p>{i18n._({ id: 'calendar.error.text', message: 'Please check your connection and try again.' })}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {i18n._({ id: 'calendar.retry', message: 'Try again' })}
      </Button>
    </Alert>
  );
}
