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
