// The CSS a prerendered first view needs (issue 23 point 1: critical CSS inline): the rules of the
// built stylesheet whose selectors can match that HTML. Class selectors count when every class they
// name is in the HTML; selectors without a class (html, body, :root, a, button…) always count; at-
// rules keep what is kept inside them (@font-face and @keyframes whole). The whole stylesheet still
// loads after the HTML, with the same rules, so what the subset leaves out only styles what the
// page shows later.
import postcss from 'postcss';

/** Classes used in the HTML's class attributes. */
function classesOf(html) {
  return new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
}

/** Class names a selector names (escapes in vanilla-extract's short names do not occur). */
const classesIn = (selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

/**
 * @param {string} css the built stylesheet
 * @param {string} html the prerendered markup
 * @returns {string} the rules that style it, minified as the input
 */
export function criticalCss(css, html) {
  const used = classesOf(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesIn(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media and support queries left empty.
  root.walkAtRules((atRule) => {
    if (/^(?:media|supports|container|layer)$/i.test(atRule.name) && atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
