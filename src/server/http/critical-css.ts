// The CSS a first view needs (issue 23 point 1: critical CSS inline): the rules of the built
// stylesheet whose selectors can match its HTML. Class selectors count when every class they name
// is in the HTML; selectors without a class (html, body, :root, a, button…) always count; at-rules
// keep what is kept inside them (@font-face and @keyframes whole). The build indexes the stylesheet
// once (scripts/critical-css.mjs); a server-rendered page picks from that index per answer, and the
// stylesheet's class rules load after the page has painted (what names no class is inline already,
// so it would only restyle the whole page again). No imports: the build runs this file too.

/** A selector of a rule and the classes it names. */
export interface CssSelector {
  readonly text: string;
  readonly classes: readonly string[];
}

/** A part of the stylesheet, in its order: kept whole, a rule, or an at-rule grouping parts. */
export type CssPart =
  | { readonly whole: string }
  | { readonly selectors: readonly CssSelector[]; readonly body: string }
  | { readonly prelude: string; readonly parts: readonly CssPart[] };

/** The build's index of one stylesheet: its parts, and the URL of the sheet of its class rules alone. */
export interface CssIndex {
  readonly parts: readonly CssPart[];
  readonly classRules: string;
}

/** Classes used in the HTML's class attributes. */
function classesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/).filter(Boolean)));
}

function pick(parts: readonly CssPart[], used: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if ('whole' in part) css += part.whole;
    else if ('selectors' in part) {
      const kept = part.selectors.filter((selector) => selector.classes.every((name) => used.has(name)));
      if (kept.length > 0) css += `${kept.map((selector) => selector.text).join(',')}${part.body}`;
    } else {
      const inner = pick(part.parts, used);
      if (inner) css += `${part.prelude}{${inner}}`;
    }
  }
  return css;
}

/** The indexed stylesheet's rules that style `html`, in their order. */
export function criticalCssOf(index: readonly CssPart[], html: string): string {
  return pick(index, classesOf(html));
}
