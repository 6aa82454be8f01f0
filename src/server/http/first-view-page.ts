import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_VIEW_STATE_ID, type FirstView } from '../../contract/first-view';

/** A server-rendered page: its HTML and the CSP hash of its inline style. */
export interface FirstViewPage {
  readonly html: string;
  readonly styleHash: string;
}

/** A shell with its stylesheets read: the same for every visitor of its routes. */
interface PreparedShell {
  readonly html: string;
  readonly css: string;
  readonly styleHash: string;
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)">\n?\s*/g;
const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
/** JSON inside a <script> element: no `<` can close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Puts first views into their route's shell (a file of the client folder): the page's language and
 * title, the rendered markup in #root (data-locale tells main.tsx to hydrate), the state it was
 * rendered with as JSON (a script that runs nothing), and the stylesheet inline, so the page
 * paints from this one answer (the CSP allows that style by its hash).
 */
export function firstViewPages(clientDir: string) {
  const shells = new Map<string, Promise<PreparedShell>>();
  const prepare = async (file: string): Promise<PreparedShell> => {
    const shell = await readFile(path.join(clientDir, file), 'utf8');
    const sheets = [...shell.matchAll(STYLESHEET)];
    const css = (await Promise.all(sheets.map(([, href]) => readFile(path.join(clientDir, href ?? ''), 'utf8')))).join('\n');
    let html = shell;
    for (const [tag] of sheets) html = html.replace(tag, '');
    return { html, css, styleHash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
  };
  return async (file: string, view: FirstView, locale: string): Promise<FirstViewPage> => {
    let prepared = shells.get(file);
    if (!prepared) {
      prepared = prepare(file);
      shells.set(file, prepared);
      prepared.catch(() => shells.delete(file));
    }
    const { html, css, styleHash } = await prepared;
    const page = html
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeText(view.lang)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(view.title)}</title>\n    <style>${css}</style>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-locale="${escapeText(locale)}">${view.html}</div>\n    <script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(view.state)}</script>`,
      );
    return { html: page, styleHash };
  };
}
