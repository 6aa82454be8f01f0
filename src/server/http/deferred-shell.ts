// A shell whose page is in its HTML (issue 23): a server-rendered signed-in page
// (first-view-page.ts) or a prerendered guest page (build.mjs). Its stylesheets, module preloads and
// entry leave the HTML for a list that the after-paint loader (src/app/after-paint.ts) reads once
// the page has painted: the page shows without them, and on a phone's line they would share the
// bandwidth and the main thread its first paint needs. No imports: the build runs this file too.

/** What a shell loads besides its HTML, in the shape of the contract's FirstViewScripts (without the catalogs). */
export interface ShellFiles {
  readonly entry: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)">\n?\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)">\n?\s*/g;
const ENTRY = /<script type="module" src="([^"]+)"><\/script>/;

/** JSON inside a <script> element: no `<` can close it or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The shell without its stylesheets, module preloads and entry, which the loader at `afterPaint` replaces; and those files. */
export function deferShellFiles(shell: string, afterPaint: string): { html: string; files: ShellFiles } {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) throw new Error('the shell has no entry script');
  const styles = [...shell.matchAll(STYLESHEET)].map(([, href]) => href ?? '');
  const modules = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  const html = shell.replace(STYLESHEET, '').replace(MODULE_PRELOAD, '').replace(ENTRY, `<script src="${escapeText(afterPaint)}" defer></script>`);
  return { html, files: { entry, modules, styles } };
}

/**
 * A `<head>` tag that holds the first paint until the element `id` is parsed (the list of files,
 * which follows the page's markup). A phone's parser yields every few milliseconds, and each part
 * painted was styled and laid out again with the next (three times the work of one layout, in
 * tasks after the first paint), and the header's buttons moved as their neighbours arrived.
 */
export const holdPaintUntil = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;
