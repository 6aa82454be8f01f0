import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** The calendar (one home's month or the timeline of all homes) is on its way: its place, and a word for screen readers. */
export function CalendarLoading() {
  const { i18n } = useLingui();
  return (
    <Card aria-busy="true">
      <VisuallyHidden role="status">{i18n._({ id: 'calendar.loading', message: 'Loading the calendar…' })}</VisuallyHidden>
      <Skeleton lines={8} />
    </Card>
  );
}

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
