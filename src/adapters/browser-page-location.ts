import type { PageLocation } from '../ports/page-location';

export class BrowserPageLocation implements PageLocation {
  assign(url: string) {
    window.location.assign(url);
  }

  reload() {
    window.location.reload();
  }

  origin() {
    return window.location.origin;
  }
}
