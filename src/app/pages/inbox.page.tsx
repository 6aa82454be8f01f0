import { InboxView } from '../../features/inbox/inbox.view';
import { DemoTools } from '../demo-tools';
import { PushSettings } from '../push-settings';

/** /inbox: the cards and the dialogs they open; the settings below them. */
export default function InboxPage() {
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
