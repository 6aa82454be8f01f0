import { describe, expect, it } from 'vitest';
import { type CssPart, criticalCssOf } from '../../../src/server/http/critical-css';

const index: CssPart[] = [
  { whole: '@font-face{font-family:x}' },
  { selectors: [{ text: 'body', classes: [] }], body: '{margin:0}' },
  { selectors: [{ text: '.a', classes: ['a'] }, { text: '.b', classes: ['b'] }], body: '{color:red}' },
  { selectors: [{ text: '.a .c', classes: ['a', 'c'] }], body: '{color:blue}' },
  { prelude: '@media (min-width:40em)', parts: [{ selectors: [{ text: '.b', classes: ['b'] }], body: '{x:1}' }] },
  { prelude: '@media (min-width:60em)', parts: [{ selectors: [{ text: '.a', classes: ['a'] }], body: '{y:2}' }] },
];

describe("a first view's critical CSS", () => {
  it('keeps, in order, whole parts, rules naming no class and the selectors whose classes are all in the HTML', () => {
    expect(criticalCssOf(index, '<p class="a x">hi</p>')).toBe('@font-face{font-family:x}body{margin:0}.a{color:red}@media (min-width:60em){.a{y:2}}');
  });

  it('keeps a selector of several classes only when the HTML has every one, and drops groups left empty', () => {
    expect(criticalCssOf(index, '<p class="c"><b class="a">x</b></p>')).toContain('.a .c{color:blue}');
    expect(criticalCssOf(index, '<p class="c">x</p>')).toBe('@font-face{font-family:x}body{margin:0}');
  });
});
