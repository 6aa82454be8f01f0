import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { IcalFeedRequest } from '../../contract/ical';
import { failureOf, isTooManyRequests } from '../../ports/gateway-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { failedToLoad } from '../../ui/query-state';
import { TextField } from '../../ui/text-field';
import { useFieldErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import * as styles from './ical-panels.css';
import { feedErrorText, ImportedFeed } from './imported-feed.view';
import { useCalendarFeeds } from './use-calendar';

/** iCal import: other platforms' calendars this home reads, their last syncs, adding, syncing and removing. */
export function CalendarImport({ code }: { code: string }) {
  const { i18n } = useLingui();
  const { list, add, sync, remove } = useCalendarFeeds(code);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const nameError = i18n._({ id: 'calendar.import.error.name', message: 'Enter a name of up to 80 characters.' });
  const urlError = i18n._({ id: 'calendar.import.error.address', message: 'Enter a web address starting with https://, webcal:// or http://.' });
  // The contract's schema is the one rule; an error shows only while its field still fails.
  const { errors, report, validate, focusKey } = useFieldErrors({ name, url }, (values) => {
    const parsed = IcalFeedRequest.safeParse(values);
    const fields = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
    return { name: fields.has('name') ? nameError : undefined, url: fields.has('url') ? urlError : undefined };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = IcalFeedRequest.safeParse({ name, url });
    if (!validate() || !parsed.success) return;
    const sent = { name, url };
    add.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setUrl('');
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (failure.kind === 'http' && failure.fieldErrors) {
          const refused = failure.fieldErrors.url;
          // A private or loopback host is refused at once: say so rather than "not a web address".
          report({ name: failure.fieldErrors.name ? nameError : undefined, url: refused ? (refused.includes('not_public') ? feedErrorText(i18n, 'not_public') : urlError) : undefined }, sent);
        }
      },
    });
  };
  // Each failed submit (not a fix) moves focus to the summary.
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, focusKey);
  const addFailure = add.error ? failureOf(add.error) : null;
  const syncThrottled = sync.error ? isTooManyRequests(sync.error) : false;

  return (
    <Card as="section" aria-labelledby="calendar-import-title">
      <h2 id="calendar-import-title">{i18n._({ id: 'calendar.import.title', message: 'Import calendars from other platforms' })}</h2>
      <p>{i18n._({ id: 'calendar.import.text', message: 'Stays booked on other platforms block these dates here too. We read each calendar regularly.' })}</p>
      {failedToLoad(list) ? (
        <Alert tone="danger" title={i18n._({ id: 'calendar.import.loadError', message: 'We could not load the imported calendars' })}>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {i18n._({ id: 'calendar.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : !list.data ? (
        <p role="status">{i18n._({ id: 'calendar.import.loading', message: 'Loading the imported calendars…' })}</p>
      ) : list.data.feeds.length === 0 ? (
        <p>{i18n._({ id: 'calendar.import.empty', message: 'No calendars imported yet.' })}</p>
      ) : (
        <ul className={styles.feeds} aria-label={i18n._({ id: 'calendar.import.list', message: 'Imported calendars' })}>
          {list.data.feeds.map((feed) => (
            <ImportedFeed
              key={feed.id}
              code={code}
              feed={feed}
              busy={sync.isPending || remove.isPending}
              onSync={() => sync.mutate(feed.id)}
              onRemove={() => remove.mutate(feed.id)}
            />
          ))}
        </ul>
      )}
      {syncThrottled ? (
        <Alert tone="danger" title={i18n._({ id: 'calendar.import.syncTooMany', message: 'Calendars were synced too often. Please wait a few minutes and try again.' })} />
      ) : (
        (sync.isError || remove.isError) && <Alert tone="danger" title={i18n._({ id: 'calendar.import.actionError', message: 'That did not work. Please try again.' })} />
      )}
      <form noValidate onSubmit={submit} aria-labelledby="calendar-import-add" className={styles.form}>
        <h3 id="calendar-import-add">{i18n._({ id: 'calendar.import.add.title', message: 'Add a calendar' })}</h3>
        {/* The summary names the problem; each field says what to fix beside it. */}
        {(errors.name ?? errors.url) && <Alert ref={summary} tabIndex={-1} tone="danger" title={i18n._({ id: 'calendar.import.error.title', message: 'Please check the calendar to add' })} />}
        <TextField label={i18n._({ id: 'calendar.import.name', message: 'Name (e.g. the platform)' })} value={name} error={errors.name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        <TextField label={i18n._({ id: 'calendar.import.url', message: 'Address of the other calendar (iCal)' })} type="url" inputMode="url" value={url} error={errors.url} onChange={(event) => setUrl(event.target.value)} />
        {addFailure && !(addFailure.kind === 'http' && addFailure.fieldErrors) && (
          <Alert tone="danger" title={i18n._({ id: 'calendar.import.addError', message: 'We could not add the calendar. Please try again.' })} />
        )}
        <div>
          <Button type="submit" size="sm" disabled={add.isPending}>
            {i18n._({ id: 'calendar.import.add', message: 'Add calendar' })}
          </Button>
        </div>
      </form>
    </Card>
  );
}
