import { describe, expect, it } from 'vitest';
import { decodeFeed } from '../../../src/server/integrations/ical-decode';

const text = 'BEGIN:VCALENDAR\r\nSUMMARY:Čiovo – Größe\r\nEND:VCALENDAR';

describe('decodeFeed', () => {
  it('drops a UTF-8 byte-order mark', () => {
    expect(decodeFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
  });

  it('reads UTF-16 with a mark (LE and BE) and without one', () => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeFeed(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe(text);
    expect(decodeFeed(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe(text);
    expect(decodeFeed(le)).toBe(text);
    expect(decodeFeed(be)).toBe(text);
  });

  it('decodes by the declared charset, then UTF-8, then Latin-1', () => {
    const latin = Buffer.from('SUMMARY:Größe à Split', 'latin1');
    expect(decodeFeed(latin, 'text/calendar; charset=ISO-8859-1')).toBe('SUMMARY:Größe à Split');
    // 0xC8 is "Č" in windows-1250 (Central European), "È" in Latin-1.
    expect(decodeFeed(Buffer.concat([Buffer.from('SUMMARY:'), Buffer.from([0xc8])]), 'text/calendar; charset="windows-1250"')).toBe('SUMMARY:Č');
    // Declared UTF-8 but written in Latin-1 (a common mistake): Latin-1, not "�".
    expect(decodeFeed(latin, 'text/calendar; charset=utf-8')).toBe('SUMMARY:Größe à Split');
    expect(decodeFeed(Buffer.from(text))).toBe(text);
    expect(decodeFeed(latin)).toBe('SUMMARY:Größe à Split');
  });
});
