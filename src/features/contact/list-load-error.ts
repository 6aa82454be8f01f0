import type { LoadError } from '../../ui/query-state';

const listNotLoaded: LoadError = {
  title: /*i18n*/ { id: 'contact.load.error', message: 'This list could not be loaded' },
  text: /*i18n*/ { id: 'contact.load.error.text', message: 'Please check your internet connection and try again.' },
  retry: true,
};

/** The contact pages' lists word any failure as their own. */
export const listLoadError = (): LoadError => listNotLoaded;
