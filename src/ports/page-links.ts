import { portKey } from './port-key';

/**
 * Which links lead somewhere: a feature shows a link to a page (a task, a dialog's button) only
 * when the page exists and the owner may open it, so no link ends on a 404.
 */
export interface PageLinks {
  opens(href: string): boolean;
}

/** The key the app binds the PageLinks implementation to. */
export const pageLinksPort = portKey<PageLinks>('pageLinks');
