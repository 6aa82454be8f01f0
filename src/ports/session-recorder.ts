import { portKey } from './port-key';

/** Records the page for session replay (statistics consent only), masking every input and form text. */
export interface SessionRecorder {
  /** Starts recording; each recorded event goes to `emit`. Resolves to the function that stops it at once. */
  start(emit: (event: unknown) => void): Promise<() => void>;
}

/** The key the app binds the SessionRecorder adapter to. */
export const recorderPort = portKey<SessionRecorder>('sessionRecorder');
