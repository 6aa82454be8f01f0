import { describe, expect, it } from 'vitest';
import { classRulesOf, cssIndex } from '../../scripts/critical-css.mjs';
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

describe("the stylesheet's class rules, loaded after a first view's inline CSS", () => {
  it('keep every rule and selector naming a class, in order, and nothing the inline CSS holds whole', () => {
    expect(classRulesOf(CSS)).toBe(
      '.used{color:red}.unused{color:blue}.used:hover,.unused:hover{color:green}.used .unused{color:pink}.used>.also{color:black}' +
        '@media (min-width:40em){.used{padding:0}.unused{padding:1px}}@media (min-width:60em){.unused{padding:2px}}',
    );
    expect(classRulesOf('a,.link{color:blue}.x{color:red}')).toBe('.link{color:blue}.x{color:red}');
  });

  it('refuse a stylesheet where a rule naming no class follows a class rule: its place in the cascade would change', () => {
    expect(() => classRulesOf('.x{color:red}a{color:blue}')).toThrow(/comes after a class rule/);
    expect(() => classRulesOf('.x{color:red}@media (min-width:1px){.y,a{color:blue}}')).toThrow(/comes after a class rule/);
    // Only !important that no class rule sets important: its order does not matter.
    expect(classRulesOf('.x{color:red}@media (prefers-reduced-motion:reduce){*{transition-duration:0s!important}}')).toBe('.x{color:red}');
    expect(() => classRulesOf('.x{transition-duration:1s!important}*{transition-duration:0s!important}')).toThrow(/comes after a class rule/);
    expect(() => classRulesOf('@layer base{.x{color:red}}')).toThrow(/layers/);
  });
});
