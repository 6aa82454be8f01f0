import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { BellIcon } from '../../ui/icon';
import type { pushMachine } from './push.machine';
import * as styles from './push-settings.css';

export interface PushSettingsViewProps {
  push: ActorRefFrom<typeof pushMachine>;
}

/** "Notifications on this device": switch web push on or off, or say why it cannot be. */
export function PushSettingsView({ push }: PushSettingsViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(push, (s) => s.hasTag('busy'));
  const failed = useSelector(push, (s) => s.context.failed);
  const state = useSelector(push, (s) => s.value);
  const titleId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <div className={styles.row}>
        <BellIcon size="lg" />
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {i18n._({ id: 'push.title', message: 'Notifications on this device' })}
          </h2>
          <p className={styles.status} aria-live="polite">
            {state === 'on' && i18n._({ id: 'push.on', message: 'On: we tell you here about new bookings and messages.' })}
            {state === 'off' && i18n._({ id: 'push.off', message: 'Off: switch them on to hear about new bookings at once.' })}
            {state === 'unsupported' && i18n._({ id: 'push.unsupported', message: 'This browser cannot show notifications from the portal.' })}
            {state === 'denied' &&
              i18n._({
                id: 'push.denied',
                message: 'Notifications are blocked for this site. To allow them, open your browser’s site settings (the lock icon next to the address) and allow notifications, then try again.',
              })}
          </p>
        </div>
        {state === 'off' || state === 'subscribing' ? (
          <Button type="button" loading={busy} onClick={() => push.send({ type: 'push.enable' })}>
            {i18n._({ id: 'push.enable', message: 'Switch on' })}
          </Button>
        ) : null}
        {state === 'on' || state === 'unsubscribing' ? (
          <Button type="button" variant="secondary" loading={busy} onClick={() => push.send({ type: 'push.disable' })}>
            {i18n._({ id: 'push.disable', message: 'Switch off' })}
          </Button>
        ) : null}
        {state === 'denied' && (
          <Button type="button" variant="secondary" onClick={() => push.send({ type: 'push.recheck' })}>
            {i18n._({ id: 'push.recheck', message: 'Check again' })}
          </Button>
        )}
      </div>
      {failed && <Alert tone="danger">{i18n._({ id: 'push.failed', message: 'That did not work. Please try again in a moment.' })}</Alert>}
    </Card>
  );
}
