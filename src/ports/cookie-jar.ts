import { portKey } from './port-key';
/** First-party cookies readable by the page (never the session cookie, which is HttpOnly). */
export interface CookieJar {
  get(name: string): string | null;
  /** Sets a cookie for the whole site that lives `days` days. */
  set(name: string, value: string, days: number): void;
}

/** The key the app binds the CookieJar adapter to. */
export const cookiesPort = portKey<CookieJar>('cookies');
