import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_SCRIPTS_ID, type FirstViewScripts } from '../../src/contract/first-view';

// happy-dom would fetch what the loader asks for: here it only counts what is asked.
const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
const loading = ['disableJavaScriptFileLoading', 'disableCSSFileLoading', 'handleDisabledFileLoadingAsSuccess'] as const;

const hrefs = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('href') ?? element.getAttribute('src'));

describe('the loader of a server-rendered page (issue 23)', () => {
  beforeEach(() => {
    for (const key of loading) settings[key] = true;
  });
  afterEach(() => {
    for (const key of loading) settings[key] = false;
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('asks for the stylesheet and the entry at once, then the module and catalog hints a few per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const scripts: FirstViewScripts = {
      entry: '/assets/main.js',
      modules: Array.from({ length: 9 }, (_, i) => `/assets/chunks/m${i}.js`),
      // A catalog is preloaded as a fetch, which happy-dom makes whatever its settings: a data: URL answers it.
      catalogs: ['data:application/json,{}'],
      styles: ['/assets/main.css'],
    };
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = FIRST_VIEW_SCRIPTS_ID;
    list.textContent = JSON.stringify(scripts);
    document.body.append(list);
    vi.resetModules();
    await import('../../src/app/after-paint');
    expect(hrefs('link, script')).toEqual([]);

    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(hrefs('link[rel=stylesheet]')).toEqual(scripts.styles);
    expect(hrefs('script[type=module]')).toEqual([scripts.entry]);
    expect(hrefs('link[rel=modulepreload]')).toEqual(scripts.modules.slice(0, 4));

    vi.runAllTimers();
    expect(hrefs('link[rel=modulepreload]')).toEqual(scripts.modules);
    expect(hrefs('link[rel=preload]')).toEqual(scripts.catalogs);
    // Loaded once, though both the frame callback and the fallback timer ran.
    expect(hrefs('script[type=module]')).toEqual([scripts.entry]);
  });
});
