import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceDescription } from '../../src/domain/device-description';
import { assertProperty } from '../support/fast-check';

describe('deviceDescription', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari · macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome · iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0', 'Opera · Linux'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36', 'Samsung Internet · Android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome · ChromeOS'],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('%s → %s', (userAgent, description) => {
    expect(deviceDescription(userAgent)).toBe(description);
  });

  it('is one of a few short descriptions whatever the header says', () => {
    assertProperty(
      fc.property(fc.string({ maxLength: 2000 }), (userAgent) => {
        const description = deviceDescription(userAgent);
        if (description !== null) expect(description).toMatch(/^[A-Za-z ]{1,16}( · [A-Za-z ]{1,14})?$/);
      }),
    );
  });
});
