import { describe, expect, it } from 'vitest';
import { cpuBlockingMs } from '../../scripts/cpu-blocking.mjs';

const MAIN = { pid: 7, tid: 1 };
const navigation = { ...MAIN, name: 'navigationStart', ph: 'R', ts: 1_000, args: { data: { documentLoaderURL: 'http://127.0.0.1/' } } };
const paint = { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: 100_000 };
const task = (ts: number, durMs: number, tdurMs: number, where = MAIN) => ({ ...where, name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, tdur: tdurMs * 1000 });

describe('blocking time from thread time', () => {
  it('counts each main-thread task after the first paint at four times its thread time, beyond 50 ms', () => {
    const events = [
      navigation,
      task(50_000, 80, 80), // before the paint
      paint,
      task(120_000, 60, 20), // 80 ms simulated: 30 blocking, though its wall time says 190
      task(200_000, 40, 10), // 40 ms simulated: none
      task(300_000, 30, 30, { pid: 7, tid: 2 }), // another thread
      task(400_000, 30, 30, { pid: 9, tid: 1 }), // another process
    ];
    expect(cpuBlockingMs(events)).toBe(30);
    expect(cpuBlockingMs(events, 6)).toBe(70 + 10);
  });

  it('takes the wall time of a task without a thread time, and is NaN without a navigation or a first paint', () => {
    const { tdur: _, ...wallOnly } = task(120_000, 20, 0);
    expect(cpuBlockingMs([navigation, paint, wallOnly])).toBe(30);
    expect(cpuBlockingMs([navigation, task(120_000, 60, 60)])).toBeNaN();
    expect(cpuBlockingMs([paint, task(120_000, 60, 60)])).toBeNaN();
  });

  it('reads the paint of the http page, not of the blank page before it', () => {
    const blank = { pid: 3, tid: 1, name: 'firstContentfulPaint', ph: 'R', ts: 500 };
    expect(cpuBlockingMs([blank, task(600, 30, 30, { pid: 3, tid: 1 }), navigation, paint, task(120_000, 20, 20)])).toBe(30);
  });
});
