import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../../src/server/integrations/ical-parser';
import { exportedUid, isOwnUid, writeFeed } from '../../../src/server/integrations/ical-writer';

const stays = [
  { id: 7, arrival: '2026-08-01', departure: '2026-08-08', updatedAt: new Date('2026-07-01T10:00:00Z') },
  { id: 9, arrival: '2026-12-30', departure: '2027-01-02', updatedAt: new Date('2026-07-02T10:00:00Z') },
];

describe('writeFeed', () => {
  it('writes all-day events without guest data that read back as the same nights', () => {
    const text = writeFeed({ code: 'HR1.1.1', name: 'Villa' }, stays, 'portal.test', 'Not available');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART;VALUE=DATE:20260801');
    expect(text).toContain('DTEND;VALUE=DATE:20260808');
    expect(text).toContain('UID:stay-7@portal.test');
    const outcome = parseFeed(text, { horizonFrom: '2026-07-01', horizonTo: '2028-01-01', zone: 'Europe/Zagreb', isOwnUid: () => false, maxEvents: 10 });
    expect(outcome).toMatchObject({ ok: true, events: [{ from: '2026-08-01', to: '2026-08-08' }, { from: '2026-12-30', to: '2027-01-02' }] });
  });

  it('writes the same text for the same stays', () => {
    expect(writeFeed({ code: 'HR1.1.1', name: 'Villa' }, stays, 'h', 'Not available')).toBe(writeFeed({ code: 'HR1.1.1', name: 'Villa' }, stays, 'h', 'Not available'));
  });

  it('recognises its own UIDs by host', () => {
    expect(isOwnUid(exportedUid(12, 'portal.test'), 'portal.test')).toBe(true);
    expect(isOwnUid(exportedUid(12, 'other.test'), 'portal.test')).toBe(false);
    expect(isOwnUid('abc@portal.test', 'portal.test')).toBe(false);
  });
});
