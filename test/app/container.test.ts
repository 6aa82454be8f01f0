import { describe, expect, it } from 'vitest';
import { type ContainerOptions, createContainerInTasks } from '../../src/app/container';
import { accountPort } from '../../src/ports/account-gateway';
import { storePort } from '../../src/ports/key-value-store';

describe('the container made over the browser’s tasks (issue 23)', () => {
  it('ends a task before binding and again before loading the core modules, and resolves both', async () => {
    const store = { get: () => null, set: () => undefined, remove: () => undefined };
    const early = { store } as unknown as ContainerOptions['early'];
    let pauses = 0;
    const container = await createContainerInTasks({ early, locale: () => 'en', onUnauthorized: () => undefined }, async () => {
      pauses += 1;
    });
    expect(pauses).toBe(2);
    expect(container.get(storePort)).toBe(store);
    expect(typeof container.get(accountPort).profile).toBe('function');
  });
});
