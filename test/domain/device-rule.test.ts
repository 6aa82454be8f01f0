import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, matchesDeviceRule, parseDeviceRule, type Breakpoint } from '../../src/domain/device-rule';
import { anyStringArb, assertProperty } from '../support/fast-check';

const breakpointArb = fc.constantFrom(...(Object.keys(BREAKPOINTS) as Breakpoint[]));
const widthArb = fc.integer({ min: 0, max: 4000 });

describe('device rule properties', () => {
  it("'<' and '>=' of the same breakpoint are complementary", () => {
    assertProperty(
      fc.property(breakpointArb, widthArb, (breakpoint, width) => {
        expect(matchesDeviceRule(`<${breakpoint}`, width)).toBe(!matchesDeviceRule(`>=${breakpoint}`, width));
        expect(matchesDeviceRule(`>=${breakpoint}`, width)).toBe(width >= BREAKPOINTS[breakpoint]);
      }),
    );
  });

  it('parses only an operator directly followed by a breakpoint', () => {
    assertProperty(
      fc.property(anyStringArb, widthArb, (rule, width) => {
        const parsed = parseDeviceRule(rule);
        if (parsed === null) expect(matchesDeviceRule(rule, width)).toBe(false);
        else expect(`${parsed.op}${parsed.breakpoint}`).toBe(rule);
      }),
    );
  });
});

describe('device rule examples (spec section 5)', () => {
  it('parses valid rules', () => {
    expect(parseDeviceRule('<md')).toEqual({ op: '<', breakpoint: 'md' });
    expect(parseDeviceRule('>=2xl')).toEqual({ op: '>=', breakpoint: '2xl' });
  });

  it.each(['>md', '<=md', '< md', 'md', '<xxl', '>=3xl', ''])('rejects %j', (rule) => {
    expect(parseDeviceRule(rule)).toBeNull();
  });

  it('matches widths against the breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(matchesDeviceRule('<md', 767)).toBe(true);
    expect(matchesDeviceRule('<md', 768)).toBe(false);
    expect(matchesDeviceRule('>=lg', 1024)).toBe(true);
    expect(matchesDeviceRule('>lg', 2000)).toBe(false);
  });
});
