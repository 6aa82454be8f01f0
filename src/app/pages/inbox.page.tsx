import { InboxView } from '../../features/inbox/inbox.view';
import { DemoTools } from '../demo-tools';
import { PushSettings } from '../push-settings';
import { inboxModule } from '../modules/inbox.module';
import { useModules } from '../use-modules';

/** /inbox: the cards and the dialogs they open; the settings below them. */
export default function InboxPage() {
  useModules(inboxModule);
  return (
    <InboxView
      settings={
        <>
          <PushSettings />
          <DemoTools />
        </>
      }
    />
  );
}
