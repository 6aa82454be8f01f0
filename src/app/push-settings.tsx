import { PushSettingsView } from '../features/push/push-settings.view';
import { providePush } from './push.provide';
import { useProvidedActor } from './use-provided-actor';

/** The web-push switch, wired by push.provide.ts. */
export function PushSettings() {
  return <PushSettingsView push={useProvidedActor(providePush, {})} />;
}
