// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

let imports = 0;
vi.mock('../../src/app/error-reporter', () => {
  imports++;
  throw new TypeError('Failed to fetch dynamically imported module: /assets/chunks/error-reporter-X.js');
});

afterEach(() => vi.restoreAllMocks());

describe('error listeners without signal', () => {
  it('try to load the reporter once and do not report its failure (no loop)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const { listenForErrors } = await import('../../src/app/error-listeners');
    const listeners = listenForErrors('test');
    listeners.failedCall('GET', '/api/payments', null);
    listeners.failedCall('GET', '/api/payments', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(imports).toBeLessThanOrEqual(1);
    expect(rejections).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
