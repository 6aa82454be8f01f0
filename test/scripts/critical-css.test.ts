import { describe, expect, it } from 'vitest';
import { cssIndex } from '../../scripts/critical-css.mjs';
import { criticalCssOf } from '../../src/server/http/critical-css';

const CSS = [
  ':root{--a:1px}',
  'html,body{margin:0}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.used:hover,.unused:hover{color:green}',
  '.used .unused{color:pink}',
  '.used>.also{color:black}',
  '@media (min-width:40em){.used{padding:0}.unused{padding:1px}}',
  '@media (min-width:60em){.unused{padding:2px}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
].join('');

describe('the built stylesheet indexed for critical CSS', () => {
  const html = '<div class="used also"><p class="x">hi</p></div>';
  const kept = criticalCssOf(cssIndex(CSS), html);

  it('keeps the rules whose classes are all in the HTML, and the rules naming no class', () => {
    expect(kept).toContain(':root{--a:1px}');
    expect(kept).toContain('html,body{margin:0}');
    expect(kept).toContain('.used{color:red}');
    expect(kept).toContain('.used>.also{color:black}');
    expect(kept).toContain('@keyframes spin');
  });

  it('drops the rules and selectors of classes the HTML does not use, and media queries left empty', () => {
    expect(kept).not.toContain('.unused');
    expect(kept).toContain('.used:hover{color:green}');
    expect(kept).toContain('@media (min-width:40em){.used{padding:0}}');
    expect(kept).not.toContain('60em');
  });
});
