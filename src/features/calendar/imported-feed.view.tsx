import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { IcalFeedError, IcalFeedList, IcalReplacedEvent, IcalSkipReason } from '../../contract/ical';
import { formatMoment } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { IcalAddress } from './ical-address.view';
import * as styles from './ical-panels.css';
import { RotateAddressDialog } from './rotate-address-dialog.view';
import { useRotateFeedExport } from './use-ical-panels';

type ListedFeed = IcalFeedList['feeds'][number];

/** Why a feed could not be read, as the owner can act on it. */
export function feedErrorText(i18n: I18n, error: IcalFeedError): string {
  switch (error) {
    case 'not_public':
      return i18n._({ id: 'calendar.import.error.notPublic', message: 'The address is not public on the internet.' });
    case 'unreachable':
      return i18n._({ id: 'calendar.import.error.unreachable', message: 'The platform could not be reached. Check the address.' });
    case 'timeout':
      return i18n._({ id: 'calendar.import.error.timeout', message: 'The platform took too long to answer.' });
    case 'http_error':
      return i18n._({ id: 'calendar.import.error.http', message: 'The platform answered with an error. Check the address.' });
    case 'too_large':
      return i18n._({ id: 'calendar.import.error.tooLarge', message: 'The calendar is larger than 2 MB.' });
    case 'too_many_events':
      return i18n._({ id: 'calendar.import.error.tooManyEvents', message: 'The calendar has more than 5,000 events in the next two years.' });
    case 'not_ical':
      return i18n._({ id: 'calendar.import.error.notIcal', message: 'The address does not lead to an iCal calendar.' });
    case 'too_complex':
      return i18n._({ id: 'calendar.import.error.tooComplex', message: 'The calendar repeats its events too often or for too long to be read.' });
  }
}

function skipText(i18n: I18n, uid: string, reason: IcalSkipReason): string {
  switch (reason) {
    case 'invalid_value':
      return i18n._({ id: 'calendar.import.skip.invalidValue', message: '{uid}: a date or value cannot be read', values: { uid } });
    case 'no_start':
      return i18n._({ id: 'calendar.import.skip.noStart', message: '{uid}: it has no start date', values: { uid } });
    case 'unsupported_scale':
      return i18n._({ id: 'calendar.import.skip.scale', message: '{uid}: it repeats by a calendar other than the Gregorian one', values: { uid } });
    case 'unreadable':
      return i18n._({ id: 'calendar.import.skip.unreadable', message: '{uid}: its repetitions cannot be read', values: { uid } });
  }
}

function replacedText(i18n: I18n, { uid, by }: IcalReplacedEvent): string {
  switch (by) {
    case 'sequence':
      return i18n._({ id: 'calendar.import.replaced.sequence', message: '{uid}: sent twice; the copy with the higher revision number was kept', values: { uid } });
    case 'stamp':
      return i18n._({ id: 'calendar.import.replaced.stamp', message: '{uid}: sent twice; the more recently changed copy was kept', values: { uid } });
    case 'order':
      return i18n._({ id: 'calendar.import.replaced.order', message: '{uid}: sent twice; the later copy was kept', values: { uid } });
  }
}

/** The one line saying how a feed stands: its state, when it last synced and how many events it has. */
function statusLine(i18n: I18n, feed: ListedFeed): string {
  const when = feed.lastSyncAt ? formatMoment(feed.lastSyncAt, i18n.locale) : null;
  const events = i18n._({ id: 'calendar.import.events', message: '{count, plural, one {# event} other {# events}}', values: { count: feed.eventCount } });
  if (feed.status === 'pending') return i18n._({ id: 'calendar.import.status.pending', message: 'Not synced yet' });
  if (feed.status === 'ok') return i18n._({ id: 'calendar.import.line.ok', message: 'Synced {when} · {events}', values: { when: when ?? '', events } });
  return when
    ? i18n._({ id: 'calendar.import.line.failedSince', message: 'Sync failed · last good sync {when} · {events}', values: { when, events } })
    : i18n._({ id: 'calendar.import.line.failedNever', message: 'Not synced yet: the first try failed' });
}

/**
 * One imported calendar: one status line, the reason it failed, the events its last sync skipped
 * or replaced, the address to give that platform (copy, replace after asking), sync and remove.
 */
export function ImportedFeed({
  code,
  feed,
  busy,
  onSync,
  onRemove,
}: {
  code: string;
  feed: ListedFeed;
  busy: boolean;
  onSync: () => void;
  onRemove: () => void;
}) {
  const { i18n } = useLingui();
  const rotate = useRotateFeedExport(code);
  const [asking, setAsking] = useState(false);
  const last = feed.log[0];
  const skipped = last?.skipped ?? [];
  const replaced = last?.replaced ?? [];
  const close = () => {
    setAsking(false);
    rotate.reset();
  };
  return (
    <li className={styles.feed}>
      <h3 className={styles.feedTitle}>{feed.name}</h3>
      <p className={styles.url}>{feed.url}</p>
      <p>{statusLine(i18n, feed)}</p>
      {feed.lastError && <Alert tone="danger" title={feedErrorText(i18n, feed.lastError)} />}
      {skipped.length > 0 && (
        <div>
          <p className={styles.muted}>
            {i18n._({ id: 'calendar.import.skipped', message: '{count, plural, one {# event was skipped} other {# events were skipped}}; the others were imported:', values: { count: skipped.length } })}
          </p>
          <ul className={styles.notes}>
            {skipped.map((event, index) => (
              <li key={index}>{skipText(i18n, event.uid, event.reason)}</li>
            ))}
          </ul>
        </div>
      )}
      {replaced.length > 0 && (
        <div>
          <p className={styles.muted}>{i18n._({ id: 'calendar.import.replaced', message: 'Events sent more than once:' })}</p>
          <ul className={styles.notes}>
            {replaced.map((event, index) => (
              <li key={index}>{replacedText(i18n, event)}</li>
            ))}
          </ul>
        </div>
      )}
      <IcalAddress
        label={i18n._({ id: 'calendar.import.exportAddress', message: 'Address to give {name}', values: { name: feed.name } })}
        hint={i18n._({ id: 'calendar.import.exportHint', message: 'Your stays and the bookings of your other platforms, without {name}’s own.', values: { name: feed.name } })}
        url={feed.exportUrl}
        copyLabel={i18n._({ id: 'calendar.import.copy', message: 'Copy address for {name}', values: { name: feed.name } })}
      />
      {rotate.isSuccess && !asking && <p role="status">{i18n._({ id: 'calendar.export.rotated', message: 'The address was replaced.' })}</p>}
      <Cluster gap="xs">
        <Button variant="secondary" size="sm" disabled={busy} onClick={onSync}>
          {i18n._({ id: 'calendar.import.sync', message: 'Sync {name} now', values: { name: feed.name } })}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {i18n._({ id: 'calendar.import.rotate', message: 'Replace the address for {name}…', values: { name: feed.name } })}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onRemove}>
          {i18n._({ id: 'calendar.import.remove', message: 'Remove {name}', values: { name: feed.name } })}
        </Button>
      </Cluster>
      <RotateAddressDialog
        open={asking}
        platform={feed.name}
        pending={rotate.isPending}
        failed={rotate.isError}
        onClose={close}
        onConfirm={() => rotate.mutate(feed.id, { onSuccess: () => setAsking(false) })}
      />
    </li>
  );
}
