import type { KyInstance } from 'ky';
import { BrowserPushSubscriber } from '../../adapters/browser-push-subscriber';
import { EventSourceStream } from '../../adapters/event-source-stream';
import { KyInboxGateway } from '../../adapters/ky-inbox-gateway';
import { eventsPort } from '../../ports/event-stream';
import { inboxPort } from '../../ports/inbox-gateway';
import { pushPort } from '../../ports/push-subscriber';
import { httpKey, portModule } from './port-module';

/** The inbox and what brings news into it: the live event stream and web push. */
export const inboxModule = portModule((bind) => {
  bind(inboxPort).toResolvedValue((ky: KyInstance) => new KyInboxGateway(ky), [httpKey]);
  bind(eventsPort).toConstantValue(new EventSourceStream());
  bind(pushPort).toResolvedValue((ky: KyInstance) => new BrowserPushSubscriber(ky), [httpKey]);
});
