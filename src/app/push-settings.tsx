import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { pushMachine } from '../features/push/push.machine';
import { PushSettingsView } from '../features/push/push-settings.view';
import { useContainer } from './app-context';
import { TOKENS } from './tokens';

/** The web-push switch, wired to the browser's push manager and the server's subscriptions. */
export function PushSettings() {
  const push = useContainer().get(TOKENS.push);
  const machine = useMemo(
    () =>
      pushMachine.provide({
        actors: {
          status: fromPromise(async () => ({
            supported: push.supported(),
            permission: push.permission(),
            subscribed: push.supported() && (await push.subscribed()),
          })),
          subscribe: fromPromise(() => push.subscribe()),
          unsubscribe: fromPromise(() => push.unsubscribe()),
        },
      }),
    [push],
  );
  return <PushSettingsView push={useActorRef(machine)} />;
}
