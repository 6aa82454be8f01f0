import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitError, ERROR_REPORTS_PER_MINUTE, errorFingerprint, isReportedStatus, OPEN_GATE } from '../../src/domain/error-report';
import { assertProperty } from '../support/fast-check';

describe('error report properties', () => {
  it('never reports a 300–499 answer, always reports other statuses', () => {
    assertProperty(fc.property(fc.integer({ min: 0, max: 599 }), (status) => {
      expect(isReportedStatus(status)).toBe(status < 300 || status >= 500);
    }));
  });

  it('sends each fingerprint at most once and never more than the limit in any minute', () => {
    assertProperty(
      fc.property(fc.array(fc.record({ fingerprint: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'), gap: fc.integer({ min: 0, max: 30_000 }) }), { maxLength: 60 }), (reports) => {
        let gate = OPEN_GATE;
        let now = 0;
        const sent: { fingerprint: string; at: number }[] = [];
        for (const { fingerprint, gap } of reports) {
          now += gap;
          const result = admitError(gate, fingerprint, now);
          gate = result.gate;
          if (result.admit) sent.push({ fingerprint, at: now });
        }
        expect(new Set(sent.map((s) => s.fingerprint)).size).toBe(sent.length);
        for (const { at } of sent) expect(sent.filter((s) => s.at >= at && s.at - at < 60_000).length).toBeLessThanOrEqual(ERROR_REPORTS_PER_MINUTE);
      }),
    );
  });

  it('blurs numbers and ids so the same fault counts as one', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0 }), fc.integer({ min: 0 }), (a, b) => {
        const report = (n: number) => ({ kind: 'error' as const, message: `No reservation ${n}`, stack: `Error\n    at load (page-${n.toString(16).padStart(8, '0')}.js:${n}:1)`, release: '1' });
        expect(errorFingerprint(report(a))).toBe(errorFingerprint(report(b)));
      }),
    );
  });
});

describe('error report examples (spec 8)', () => {
  it('skips 300 to 499', () => {
    expect([200, 299, 300, 404, 499, 500, 503].map(isReportedStatus)).toEqual([true, true, false, false, false, true, true]);
  });

  it('tells apart kinds, statuses and releases', () => {
    const base = { kind: 'http' as const, message: 'GET /api/inbox', status: 500, release: '2.28.1' };
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, status: 503 }));
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, release: '2.28.2' }));
    expect(errorFingerprint(base)).not.toBe(errorFingerprint({ ...base, kind: 'error' }));
  });

  it('lets a fingerprint out again after a page load only (a new gate)', () => {
    const first = admitError(OPEN_GATE, 'x', 0);
    expect(first.admit).toBe(true);
    expect(admitError(first.gate, 'x', 3_600_000).admit).toBe(false);
    expect(admitError(OPEN_GATE, 'x', 3_600_000).admit).toBe(true);
  });
});
