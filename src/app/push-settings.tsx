import { PushSettingsView } from '../features/push/push-settings.view';
import { providePush } from './push.provide';
import { useProvidedActor } from './use-provided-actor';
import { inboxModule } from './modules/inbox.module';
import { useModules } from './use-modules';

/** The web-push switch, wired by push.provide.ts. */
export function PushSettings() {
  useModules(inboxModule);
  return <PushSettingsView push={useProvidedActor(providePush, {})} />;
}
