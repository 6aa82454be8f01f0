import type { SessionRecorder } from '../ports/session-recorder';

/**
 * Session replay with rrweb's recorder, loaded as its own chunk only when recording starts (after
 * consent). Every input is masked, and so is the text of forms and of anything marked
 * `data-private`; nothing leaves the page but through `emit`.
 */
export class RrwebSessionRecorder implements SessionRecorder {
  async start(emit: (event: unknown) => void) {
    const { record } = await import('./rrweb-record');
    const stop = record({
      emit,
      maskAllInputs: true,
      maskTextSelector: 'form, form *, [data-private], [data-private] *',
      blockSelector: '[data-replay-block]',
      // Images and canvases stay out: only the page's structure and text.
      recordCanvas: false,
      inlineImages: false,
      collectFonts: false,
    });
    return () => stop?.();
  }
}
