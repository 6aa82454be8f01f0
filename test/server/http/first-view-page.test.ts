import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirstView } from '../../../src/contract/first-view';
import { firstViewInlineScript, firstViewPages } from '../../../src/server/http/first-view-page';
import { classRulesOf, cssIndex } from '../../../scripts/critical-css.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'first-view-page-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets', 'main.css'), 'body{margin:0}');
writeFileSync(
  path.join(dir, 'shell.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Owner Portal</title>\n    <link rel="stylesheet" href="/assets/main.css">\n    <link rel="modulepreload" href="/assets/page.js">\n    <script type="module" src="/assets/main.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
);

const view = (over: Partial<FirstView> = {}): FirstView => ({
  html: '<h1>Übersicht</h1>',
  title: 'Übersicht · Holiday Homes Group',
  lang: 'de-DE',
  state: { profile: { userID: '100001' } as never, queries: [] },
  ...over,
});

const loaders = { afterPaint: '/assets/after-paint-1.js', intlWarmUp: '/assets/intl-warm-up-1.js' };

describe('a first view in its shell', () => {
  it('puts the markup, the language, the title, the stylesheet and the state in the HTML, and loads no stylesheet again', async () => {
    const { html, styleHash } = await firstViewPages(dir, loaders)('shell.html', view(), 'de', ['/_i18n/de/members.json?v=1']);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Übersicht · Holiday Homes Group</title>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<div id="root" data-locale="de"><h1>Übersicht</h1></div>');
    expect(html).toContain('<script type="application/json" id="first-view-state">{"profile":{"userID":"100001"}');
    // The scripts and the catalog load once the page has painted (src/app/after-paint.ts).
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script src="/assets/after-paint-1.js" defer></script>');
    expect(html).toContain('<script type="application/json" id="first-view-scripts">{"entry":"/assets/main.js","modules":["/assets/page.js"],"styles":[],"catalogs":["/_i18n/de/members.json?v=1"]}</script>');
    expect(styleHash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });

  it('inlines only the rules its markup uses when the build indexed the stylesheet, and loads its class rules after the paint', async () => {
    const indexed = mkdtempSync(path.join(tmpdir(), 'first-view-page-'));
    mkdirSync(path.join(indexed, 'assets'));
    const css = 'body{margin:0}.title{color:red}.unused{color:blue}@media (min-width:40em){.title{font-size:2em}.unused{x:1}}';
    writeFileSync(path.join(indexed, 'assets', 'main.css'), css);
    writeFileSync(path.join(indexed, 'assets', 'main.classes.css'), classRulesOf(css));
    writeFileSync(path.join(indexed, 'css-index.json'), JSON.stringify({ '/assets/main.css': { parts: cssIndex(css), classRules: '/assets/main.classes.css' } }));
    writeFileSync(path.join(indexed, 'shell.html'), readFileSync(path.join(dir, 'shell.html')));
    const { html, styleHash } = await firstViewPages(indexed, loaders)('shell.html', view({ html: '<h1 class="title">Übersicht</h1>' }), 'de', []);
    const inline = 'body{margin:0}.title{color:red}@media (min-width:40em){.title{font-size:2em}}';
    expect(html).toContain(`<style>${inline}</style>`);
    expect(styleHash).toBe(`sha256-${createHash('sha256').update(inline).digest('base64')}`);
    expect(html).toContain('"styles":["/assets/main.classes.css"]');
  });

  it('holds the first paint until the markup is parsed, and allows its one inline script by its hash', async () => {
    const { html, scriptHash } = await firstViewPages(dir, loaders)('shell.html', view(), 'de', []);
    // The element the render waits for comes after the whole markup.
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html)?.[1];
    expect(expected).toBe('first-view-scripts');
    expect(html.indexOf(`id="${expected}"`)).toBeGreaterThan(html.indexOf('<h1>Übersicht</h1>'));
    expect(html.indexOf('blocking="render"')).toBeLessThan(html.indexOf('</head>'));
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code]) => code ?? '');
    expect(inline).toHaveLength(1);
    expect(scriptHash).toBe(`sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}`);
  });

  it("stops a form's submit that no script handled (a tap before the app took over would reload the page), and lets a handled one be", () => {
    const page = new EventTarget();
    new Function('addEventListener', 'document', 'window', firstViewInlineScript(loaders.intlWarmUp))(page.addEventListener.bind(page), { documentElement: { lang: 'de' } }, {});
    const unhandled = new Event('submit', { cancelable: true });
    page.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    const handled = new Event('submit', { cancelable: true });
    handled.preventDefault();
    expect(() => page.dispatchEvent(handled)).not.toThrow();
    expect(handled.defaultPrevented).toBe(true);
  });

  it("starts the Intl worker with the page's language, and does without one where there are no workers", () => {
    const started: string[] = [];
    class Worker {
      constructor(url: string) {
        started.push(url);
      }
    }
    const run = (worker: unknown) =>
      new Function('addEventListener', 'document', 'window', 'Worker', firstViewInlineScript(loaders.intlWarmUp))(() => {}, { documentElement: { lang: 'de' } }, {}, worker);
    run(Worker);
    expect(started).toEqual(['/assets/intl-warm-up-1.js#de']);
    expect(() => run(undefined)).not.toThrow();
  });

  it("keeps the state inert: an owner's text cannot close the script or open a comment", async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { html } = await firstViewPages(dir, loaders)('shell.html', view({ title: `<b>${hostile}`, state: { profile: { userID: '1', fullName: hostile } as never, queries: [] } }), 'de', []);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>&lt;b&gt;&lt;/script&gt;');
    const json = /id="first-view-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { profile: { fullName: string } }).profile.fullName).toBe(hostile);
  });
});
