import type { KyInstance } from 'ky';
import type { SystemGateway } from '../ports/system-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/system');

/** Redirects come from /api; feature flags and the build manifest live at the site root. */
export class KySystemGateway implements SystemGateway {
  constructor(private readonly http: KyInstance) {}

  async redirectFor(path: string) {
    const { target } = await send(async () => this.http.get('redirects', { searchParams: { path } }).json((await schemas()).RedirectLookup));
    return target;
  }

  features() {
    return send(async () => this.http.get('/__ftrs', { prefix: '' }).json((await schemas()).FeatureFlags));
  }

  async buildId() {
    const manifest = await send(async () => this.http.get('/build.json', { prefix: '', cache: 'no-store' }).json((await schemas()).BuildManifest));
    return manifest.buildId;
  }
}
