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

/** The scripts a server-rendered page loads besides its own (build.json names them, content-hashed). */
export interface FirstViewLoaders {
  /** Loads the page's stylesheet, scripts and catalog once it has painted (src/app/after-paint.ts). */
  readonly afterPaint: string;
  /** A worker that sets up the browser's locale data off the main thread (src/app/intl-warm-up.ts). */
  readonly intlWarmUp: string;
}

/**
 * The page's one inline script, allowed by its hash in the answer's CSP: it also starts the Intl
 * worker as the HTML is parsed (with the page's language), so that the locale data is set up by
 * the time the page's scripts format anything. Where there is no worker the page sets it up itself.
 */
export function firstViewInlineScript(intlWarmUp: string): string {
  const worker = `try{new Worker(${JSON.stringify(intlWarmUp)}+'#'+document.documentElement.lang)}catch(e){}`;
  return `${NATIVE_SUBMIT_GUARD};${EARLY_TAP_KEEPER};${worker}`;
}

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
export function firstViewPages(clientDir: string, { afterPaint, intlWarmUp }: FirstViewLoaders) {
  const inlineScript = firstViewInlineScript(intlWarmUp);
  const scriptHash = `sha256-${createHash('sha256').update(inlineScript).digest('base64')}`;
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
        () => `<title>${escapeText(view.title)}</title>\n    <style>${css}</style>\n    ${holdPaintUntil(FIRST_VIEW_SCRIPTS_ID)}\n    <script>${inlineScript}</script>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-locale="${escapeText(locale)}">${view.html}</div>\n` +
          `    <script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(view.state)}</script>\n` +
          `    <script type="application/json" id="${FIRST_VIEW_SCRIPTS_ID}">${scriptJson(scripts)}</script>`,
      );
    return { html: page, styleHash, scriptHash };
  };
}
