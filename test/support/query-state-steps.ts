import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { GatewayError } from '../../src/ports/gateway-error';
import { deferred } from './render-page';

/** A gateway call that stays open, then fails; every later call (a "Try again") answers `data`. */
export function failsOnce<T>(data: T) {
  const first = deferred<T>();
  let calls = 0;
  return {
    answer: () => (++calls === 1 ? first.promise : Promise.resolve(data)),
    fail: () => first.reject(new GatewayError({ kind: 'network', message: 'offline' })),
    calls: () => calls,
  };
}

/**
 * Walks a page through the shared loading/error display (ui/query-state.tsx): the announced,
 * busy skeleton; the page's error with "Try again", which loads again; then `shown` (the data).
 */
export async function expectLoadingErrorRetry(steps: ReturnType<typeof failsOnce>, texts: { loading: string; error: string }, shown: () => Promise<unknown>) {
  const status = await screen.findByText(texts.loading);
  expect(status.getAttribute('role')).toBe('status');
  expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  steps.fail();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(texts.error);
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await shown();
  expect(steps.calls()).toBe(2);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
}
