import { portKey } from './port-key';
/** The browser's location beyond the SPA router: full page loads and reloads. */
export interface PageLocation {
  /** Leaves the SPA for another URL (a full page load). */
  assign(url: string): void;
  reload(): void;
  /** The SPA's own origin, e.g. https://owners.example.com. */
  origin(): string;
}

/** The key the app binds the PageLocation adapter to. */
export const locationPort = portKey<PageLocation>('location');
