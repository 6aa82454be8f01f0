import { createContext } from 'react';

/**
 * The footer's cookie settings link reaches the consent dialog through this: the dialog lives in
 * its own chunk (app/consent-host.tsx), which may load after the link is clicked.
 */
export interface ConsentLink {
  open(): void;
  /** Registers the dialog; a click that came before it is delivered at once. Returns the unregister. */
  listen(onOpen: () => void): () => void;
}

export function createConsentLink(): ConsentLink {
  let listener: (() => void) | null = null;
  let missed = false;
  return {
    open() {
      if (listener) listener();
      else missed = true;
    },
    listen(onOpen) {
      listener = onOpen;
      if (missed) {
        missed = false;
        onOpen();
      }
      return () => {
        if (listener === onOpen) listener = null;
      };
    },
  };
}

export const ConsentLinkContext = createContext<ConsentLink | null>(null);
