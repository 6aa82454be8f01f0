import { BrowserInstallPrompt } from '../../adapters/browser-install-prompt';
import { connectivitySignals } from '../../adapters/connectivity-signals';
import { connectivityPort } from '../../ports/connectivity';
import { installPromptPort } from '../../ports/install-prompt';
import { type KeyValueStore, storePort } from '../../ports/key-value-store';
import { portModule } from './port-module';

/** The shell's device behaviours: the install prompt, the offline state, pull-to-refresh. */
export const shellBehavioursModule = portModule((bind) => {
  bind(installPromptPort).toResolvedValue((store: KeyValueStore) => new BrowserInstallPrompt(store), [storePort]);
  bind(connectivityPort).toConstantValue(connectivitySignals);
});
