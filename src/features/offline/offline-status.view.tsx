import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icon';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as styles from './offline-status.css';
import type { offlineStatusMachine } from './offline-status.machine';
import { formatMoment } from '../../i18n/format';

/**
 * Says when the portal shows offline copies, and as of when; and that a change was not saved for
 * want of a connection. The status region is always there, so screen readers announce the change.
 */
export function OfflineStatus({ actor }: { actor: ActorRefFrom<typeof offlineStatusMachine> }) {
  const { i18n } = useLingui();
  const state = useSelector(actor, (snapshot) => snapshot);
  const offline = state.matches('offline');
  const { asOf, writeRefused } = state.context;
  const time = asOf && formatMoment(asOf, i18n.locale);
  return (
    <div className={styles.notices}>
      <div role="status">
        {offline && (
          <p className={styles.strip}>
            {time
              ? i18n._({ id: 'offline.copyAsOf', message: 'Offline — shown as of {time}', values: { time } })
              : i18n._({ id: 'offline.noConnection', message: 'Offline — what you see may be out of date' })}
          </p>
        )}
      </div>
      {offline && writeRefused && (
        <div className={styles.refused}>
          <Alert tone="danger" title={i18n._({ id: 'offline.refused.title', message: 'Not saved: you are offline' })} className={styles.refusedText}>
            {i18n._({ id: 'offline.refused.text', message: 'Changes are not kept for later. Try again once you are connected.' })}
          </Alert>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'notice.dismiss' })}>
            <CloseIcon />
            <VisuallyHidden>{i18n._({ id: 'offline.refused.close', message: 'Close the message' })}</VisuallyHidden>
          </Button>
        </div>
      )}
    </div>
  );
}
