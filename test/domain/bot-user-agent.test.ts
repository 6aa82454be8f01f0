import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '../../src/domain/bot-user-agent';
import { assertProperty } from '../support/fast-check';

describe('isBotUserAgent properties', () => {
  it('recognises a crawler token anywhere and in any case', () => {
    assertProperty(
      fc.property(fc.string(), fc.constantFrom('Googlebot/2.1', 'bingbot', 'crawler', 'Spider', 'facebookexternalhit/1.1'), fc.string(), (a, bot, b) => {
        expect(isBotUserAgent(`${a} ${bot} ${b}`)).toBe(true);
      }),
    );
  });
});

describe('isBotUserAgent examples (spec section 2)', () => {
  it('tells bots from browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36')).toBe(false);
  });
});
