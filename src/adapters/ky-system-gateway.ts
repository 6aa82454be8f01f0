import type { KyInstance } from 'ky';
import type { SystemGateway } from '../ports/system-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/system');

/** Redirects come from /api; feature flags and the build manifest live at the site root. */
export class KySystemGateway implements SystemGateway {
  /** Redirects change rarely and every navigation asks: one lookup per path and page load. */
  private readonly redirects = new Map<string, Promise<string | null>>();

  constructor(private readonly http: KyInstance) {}

  redirectFor(path: string) {
    let lookup = this.redirects.get(path);
    if (!lookup) {
      lookup = send(async () => this.http.get('redirects', { searchParams: { path } }).json((await schemas()).RedirectLookup)).then(({ target }) => target);
      // A failed lookup is asked again next time.
      lookup.catch(() => this.redirects.delete(path));
      this.redirects.set(path, lookup);
    }
    return lookup;
  }

  features() {
    return send(async () => this.http.get('/__ftrs', { prefix: '' }).json((await schemas()).FeatureFlags));
  }

  async buildId() {
    const manifest = await send(async () => this.http.get('/build.json', { prefix: '', cache: 'no-store' }).json((await schemas()).BuildManifest));
    return manifest.buildId;
  }
}
