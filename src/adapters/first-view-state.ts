import { FIRST_VIEW_STATE_ID, type FirstViewState } from '../contract/first-view';

/**
 * The state a server-rendered page was rendered with (src/server/http/client-app.ts puts it in the
 * HTML as JSON, which runs nothing), read once: null on any other page.
 */
export function takeFirstViewState(): FirstViewState | null {
  const element = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstViewState;
  } catch {
    return null;
  }
}
