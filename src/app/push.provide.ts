import { fromPromise } from 'xstate';
import { pushMachine } from '../features/push/push.machine';
import { pushPort } from '../ports/push-subscriber';
import type { Wiring } from './use-provided-actor';

/** The web-push switch over the browser's push manager and the server's subscriptions. */
export function providePush({ ports }: Wiring) {
  const push = ports.get(pushPort);
  return pushMachine.provide({
    actors: {
      status: fromPromise(async () => ({
        supported: push.supported(),
        permission: push.permission(),
        subscribed: push.supported() && (await push.subscribed()),
      })),
      subscribe: fromPromise(() => push.subscribe()),
      unsubscribe: fromPromise(() => push.unsubscribe()),
    },
  });
}
