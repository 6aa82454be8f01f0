// Indexes the built stylesheet for the critical CSS of first views (src/server/http/critical-css.ts
// picks from the index): the prerendered guest pages at build time, server-rendered pages per answer.
import postcss from 'postcss';

/** Class names a selector names (escapes in vanilla-extract's short names do not occur). */
const classesIn = (selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

/** At-rules whose rules are picked one by one; any other (font-face, keyframes…) is kept whole. */
const GROUPS = /^(?:media|supports|container|layer)$/i;

function partsOf(container) {
  return (container.nodes ?? []).flatMap((node) => {
    if (node.type === 'rule') {
      const text = node.toString();
      return [{ selectors: node.selectors.map((selector) => ({ text: selector, classes: classesIn(selector) })), body: text.slice(text.indexOf('{', node.selector.length)) }];
    }
    if (node.type === 'atrule' && GROUPS.test(node.name) && node.nodes) {
      const prelude = node.clone({ nodes: [] }).toString().replace(/\{\s*\}$/, '');
      return [{ prelude, parts: partsOf(node) }];
    }
    return node.type === 'comment' ? [] : [{ whole: node.toString() }];
  });
}

/**
 * @param {string} css the built stylesheet (minified)
 * @returns {import('../src/server/http/critical-css.ts').CssPart[]} its parts in order
 */
export function cssIndex(css) {
  return partsOf(postcss.parse(css));
}

const namesClass = (selector) => classesIn(selector).length > 0;

/**
 * The stylesheet's class rules alone: what a first view loads once it has painted, after its
 * inline CSS (which holds every rule naming no class, @font-face and @keyframes whole, and the
 * class rules its HTML uses). Adding the whole sheet restyled every element: a rule naming no
 * class (`*`, `html`, `:root`) tells the browser that any element may change. The cascade stays
 * the whole sheet's: each class rule comes once more, in its order, after the inline ones; that
 * holds as long as no rule naming no class comes after a class rule (it would now come before
 * it), unless all it sets is `!important` and no class rule sets that important. The build fails
 * on a stylesheet where that does not hold.
 * @param {string} css the built stylesheet (minified)
 */
export function classRulesOf(css) {
  const root = postcss.parse(css);
  root.walkAtRules(/^layer$/i, () => {
    throw new Error('class rules: cascade layers would need their order kept');
  });
  const importantInClassRules = new Set();
  root.walkDecls((decl) => {
    if (decl.important && decl.parent?.type === 'rule' && decl.parent.selectors.some(namesClass)) importantInClassRules.add(decl.prop);
  });
  root.walkAtRules((node) => {
    if (!GROUPS.test(node.name)) node.remove();
  });
  let seenClassRule = false;
  root.walkRules((node) => {
    const classed = node.selectors.filter(namesClass);
    if (classed.length < node.selectors.length && seenClassRule) {
      const orderFree = node.nodes.every((decl) => decl.type !== 'decl' || (decl.important && !importantInClassRules.has(decl.prop)));
      if (!orderFree) throw new Error(`class rules: "${node.selector}" names no class yet comes after a class rule; its place in the cascade would change`);
    }
    if (classed.length > 0) seenClassRule = true;
    if (classed.length === 0) node.remove();
    else node.selectors = classed;
  });
  root.walkAtRules((node) => {
    if (node.nodes?.length === 0) node.remove();
  });
  return root.toString();
}
