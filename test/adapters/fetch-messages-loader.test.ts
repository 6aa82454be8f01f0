import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchMessagesLoader } from '../../src/adapters/fetch-messages-loader';

const parts: Record<string, Record<string, string>> = {
  '/_i18n/de/messages.json?v=b1': { 'login.title': 'Anmelden' },
  '/_i18n/de/members.json?v=b1': { 'dashboard.title': 'Übersicht' },
  '/_i18n/fr/messages.json?v=b1': { 'login.title': 'Connexion' },
  '/_i18n/fr/members.json?v=b1': { 'dashboard.title': 'Aperçu' },
};

function serve(failFirst: string | null = null) {
  const requested: string[] = [];
  let failed = false;
  vi.stubGlobal('location', { host: 'portal.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url === failFirst && !failed) {
        failed = true;
        return new Response('', { status: 503 });
      }
      return new Response(JSON.stringify(parts[url]), { status: parts[url] ? 200 : 404 });
    }),
  );
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('the catalog loader', () => {
  it('loads only the first part until the members part is asked for, then both on a language switch', async () => {
    const requested = serve();
    const loader = new FetchMessagesLoader('b1');
    expect(await loader.load('de')).toEqual({ 'login.title': 'Anmelden' });
    expect(await loader.loadMembers('de')).toEqual({ 'dashboard.title': 'Übersicht' });
    expect(await loader.load('fr')).toEqual({ 'login.title': 'Connexion', 'dashboard.title': 'Aperçu' });
    expect(requested).toEqual(['/_i18n/de/messages.json?v=b1', '/_i18n/de/members.json?v=b1', '/_i18n/fr/messages.json?v=b1', '/_i18n/fr/members.json?v=b1']);
  });

  it('fetches each file once, and again after a failure', async () => {
    const requested = serve('/_i18n/de/members.json?v=b1');
    const loader = new FetchMessagesLoader('b1');
    await expect(loader.loadMembers('de')).rejects.toThrow('HTTP 503 (portal.test)');
    expect(await loader.loadMembers('de')).toEqual({ 'dashboard.title': 'Übersicht' });
    await loader.loadMembers('de');
    await loader.load('de');
    await loader.load('de');
    expect(requested.filter((url) => url.includes('members'))).toHaveLength(2);
    expect(requested.filter((url) => url.includes('messages'))).toHaveLength(1);
  });
});
