import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Cluster } from '../../ui/cluster';
import * as styles from './demo-tools.css';
import { useDemoTools } from './use-demo-tools';

/** Demo mode: create a booking or a message on the server and watch it arrive live. */
export function DemoToolsView() {
  const { i18n } = useLingui();
  const titleId = useId();
  const { booking, message } = useDemoTools();
  const last = [booking, message].find((m) => m.isSuccess || m.isError);
  return (
    <Card as="section" padding="md" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {i18n._({ id: 'demo.title', message: 'Try it: live updates' })}
      </h2>
      <p className={styles.text}>
        {i18n._({
          id: 'demo.text',
          message: 'This is a demo. Create a booking or a message, and watch it arrive here and on the bell, as it would when a guest books.',
        })}
      </p>
      <Cluster gap="sm">
        <Button type="button" variant="secondary" loading={booking.isPending} onClick={() => booking.mutate()}>
          {i18n._({ id: 'demo.booking', message: 'Create a booking' })}
        </Button>
        <Button type="button" variant="secondary" loading={message.isPending} onClick={() => message.mutate()}>
          {i18n._({ id: 'demo.notification', message: 'Send a message' })}
        </Button>
      </Cluster>
      <div aria-live="polite">
        {last?.isSuccess && <Alert tone="success">{i18n._({ id: 'demo.done', message: 'Done. It arrives in a moment.' })}</Alert>}
        {last?.isError && <Alert tone="danger">{i18n._({ id: 'demo.failed', message: 'That did not work. Please try again.' })}</Alert>}
      </div>
    </Card>
  );
}
