import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EARLY_TAPS_GLOBAL, FIRST_VIEW_SCRIPTS_ID, FIRST_VIEW_STATE_ID, type FirstView, type FirstViewScripts } from '../../contract/first-view';
import { type CssIndex, criticalCssOf } from './critical-css';
import { deferShellFiles, escapeText, holdPaintUntil, scriptJson, type ShellFiles } from './deferred-shell';

/** A server-rendered page: its HTML and the CSP hashes of its inline style and script. */
export interface FirstViewPage {
  readonly html: string;
  readonly styleHash: string;
  readonly scriptHash: string;
}

/**
 * A visit's first Intl formatter sets up the browser's locale data: one call of ~35 ms (~150 on a
 * phone) that no task can split. Made here, as the HTML is parsed, it is part of the first paint's
 * work instead of a long task after it where a tap would wait; the scripts' formatters then cost a
 * few milliseconds each.
 */
const INTL_WARM_UP = 'new Intl.NumberFormat(document.documentElement.lang||void 0).format(1)';

/**
 * Until the script has taken the page over, a tap on a form's button would submit it the browser's
 * way: a GET of the page's address, which reloads it and loses what was typed (on a phone the HTML
 * shows a second or more before). Every form of the app handles its submit and prevents the
 * browser's; one nobody handled is stopped (a bubbling listener: React's, on the root, runs first).
 */
const NATIVE_SUBMIT_GUARD = "addEventListener('submit',function(e){e.defaultPrevented||e.preventDefault()})";

/**
 * Until then a tap on a button does nothing either (its handler is not attached yet), and a form's
 * submit is stopped: each button tapped is kept, once, and tapped again when the page has hydrated
 * (src/app/replay-early-taps.tsx). The app takes the list as it starts hydrating, which ends the
 * keeping: React replays what is tapped from then on.
 */
const EARLY_TAP_KEEPER = `var t=window.${EARLY_TAPS_GLOBAL}=[];addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');window.${EARLY_TAPS_GLOBAL}===t&&b&&(t.includes(b)||t.push(b))},true)`;

/** The page's one inline script, allowed by its hash in the answer's CSP. */
export const FIRST_VIEW_INLINE_SCRIPT = `${NATIVE_SUBMIT_GUARD};${EARLY_TAP_KEEPER};${INTL_WARM_UP}`;
const INLINE_SCRIPT_HASH = `sha256-${createHash('sha256').update(FIRST_VIEW_INLINE_SCRIPT).digest('base64')}`;

/** A shell made ready for first views: the same for every visitor of its routes. */
interface PreparedShell {
  /** The shell without its stylesheet links, module preloads and entry script. */
  readonly html: string;
  /** The CSS a page's HTML needs, from the shell's stylesheets (their whole text without an index). */
  readonly cssFor: (html: string) => string;
  /** What loads once it has painted: of an indexed stylesheet, the sheet of its class rules; one inlined whole, nothing. */
  readonly files: ShellFiles;
}

/**
 * Puts first views into their route's shell (a file of the client folder): the page's language and
 * title, the rendered markup in #root (data-locale tells main.tsx to hydrate), the state it was
 * rendered with as JSON (a script that runs nothing), and the CSS that markup uses inline, so the
 * page paints from this one answer (the CSP allows that style by its hash). Its stylesheet's class
 * rules, scripts and catalog (`catalogs`) load once it has painted (deferred-shell.ts).
 */
export function firstViewPages(clientDir: string, afterPaint: string) {
  const shells = new Map<string, Promise<PreparedShell>>();
  // The build's index of each stylesheet (build.mjs); without one, a sheet is inlined whole.
  const indexes = readFile(path.join(clientDir, 'css-index.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, CssIndex>)
    .catch(() => ({}) as Record<string, CssIndex>);
  const prepare = async (file: string): Promise<PreparedShell> => {
    const { html, files } = deferShellFiles(await readFile(path.join(clientDir, file), 'utf8'), afterPaint);
    const index = await indexes;
    const sheets = await Promise.all(
      files.styles.map(async (href) => {
        const indexed = index[href];
        if (indexed) return { inline: (html: string) => criticalCssOf(indexed.parts, html), later: [indexed.classRules] };
        const whole = await readFile(path.join(clientDir, href), 'utf8');
        return { inline: () => whole, later: [] };
      }),
    );
    return {
      html,
      cssFor: (markup) => sheets.map((sheet) => sheet.inline(markup)).join('\n'),
      files: { ...files, styles: sheets.flatMap((sheet) => sheet.later) },
    };
  };
  return async (file: string, view: FirstView, locale: string, catalogs: readonly string[]): Promise<FirstViewPage> => {
    let prepared = shells.get(file);
    if (!prepared) {
      prepared = prepare(file);
      shells.set(file, prepared);
      prepared.catch(() => shells.delete(file));
    }
    const { html, cssFor, files } = await prepared;
    const css = cssFor(view.html);
    const styleHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
    const scripts: FirstViewScripts = { ...files, catalogs };
    const page = html
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeText(view.lang)}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeText(view.title)}</title>\n    <style>${css}</style>\n    ${holdPaintUntil(FIRST_VIEW_SCRIPTS_ID)}\n    <script>${FIRST_VIEW_INLINE_SCRIPT}</script>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-locale="${escapeText(locale)}">${view.html}</div>\n` +
          `    <script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(view.state)}</script>\n` +
          `    <script type="application/json" id="${FIRST_VIEW_SCRIPTS_ID}">${scriptJson(scripts)}</script>`,
      );
    return { html: page, styleHash, scriptHash: INLINE_SCRIPT_HASH };
  };
}
