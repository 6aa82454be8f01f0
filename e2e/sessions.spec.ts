import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

// Signing out other devices ends every other session of the account: this journey signs in fresh
// through the form in two browser contexts of its own; a journey that reuses 100002's stored
// session afterwards finds it gone and signs in again (e2e/support.ts).
const OWNER = '100002';

test('an owner sees where they are signed in and signs out the other device', async ({ browser }) => {
  test.setTimeout(90_000);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const first = await laptop.newPage();
    await signIn(first, OWNER, { form: true });
    const second = await phone.newPage();
    await signIn(second, OWNER, { form: true });

    await second.goto('/profile');
    await second.getByRole('link', { name: 'Where you are signed in' }).click();
    await expect(second).toHaveURL(/\/profile\/sessions$/);
    await expect(second.getByRole('heading', { level: 1, name: 'Where you are signed in' })).toBeVisible();
    const list = second.getByRole('list', { name: 'Your active sessions' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect(list.getByRole('heading', { name: /\(this device\)$/ })).toHaveCount(1);
    await expectAccessible(second);

    await second.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(second.getByText(/other devices? (was|were) signed out\./)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(second);

    // The other browser is signed out: its next page asks it to sign in.
    await first.goto('/profile');
    await expect(first).toHaveURL(/\/login/, { timeout: 15_000 });
  } finally {
    await laptop.close();
    await phone.close();
  }
});
