import { describe, expect, it } from 'vitest';
import { readableLogLine, readableLogStream } from '../../src/server/readable-log';

const time = Date.UTC(2026, 10, 26, 21, 5, 9);

describe('readable log lines (npm start at a terminal)', () => {
  it('shows time, level and message, then the other fields as key=value, without pid and hostname', () => {
    const line = JSON.stringify({ level: 40, time, pid: 7, hostname: 'box', msg: 'demo mode is on', seeded: true, route: '/api/x y' });
    expect(readableLogLine(line)).toBe('21:05:09 WARN  demo mode is on seeded=true route="/api/x y"');
  });

  it('puts an error stack on the lines below', () => {
    const line = JSON.stringify({ level: 50, time, msg: 'failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(readableLogLine(line)).toBe('21:05:09 ERROR failed\n    Error: boom\n        at x');
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(readableLogLine('plain text\n')).toBe('plain text');
  });

  it('writes one readable line per JSON line', () => {
    const written: string[] = [];
    readableLogStream({ write: (text) => written.push(text) }).write(`${JSON.stringify({ level: 30, time, msg: 'a' })}\n`);
    expect(written).toEqual(['21:05:09 INFO  a\n']);
  });
});
