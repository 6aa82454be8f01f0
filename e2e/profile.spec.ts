import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, latestCode, signIn } from './support';

// Sign-in, a form, an axe run and a code from the outbox each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The newest outbox message for a recipient since a moment (what the owner reads in the mailbox). */
async function latestMessage(page: Page, recipient: string, since: string): Promise<{ text: string; code: string | null }> {
  let found: { text: string; code: string | null } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/api/demo/outbox')).json()) as { recipient: string; text: string; code: string | null; createdAt: string }[];
      found = messages.find((m) => m.recipient === recipient && m.createdAt >= since);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('the profile overview links to each part, and the address changes', async ({ page }) => {
  await signIn(page, '100001', { at: '/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  for (const section of ['Contact data', 'Address', 'Legal and tax data', 'Payment information', 'Sign-in and security', 'Notifications']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Contact data' }).getByText('100001')).toBeVisible();
  await expectAccessible(page);

  const street = 'Obala 12';
  await page.getByRole('link', { name: 'Change address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change address' })).toBeVisible();
  await page.getByLabel('Postcode').fill('!');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Use 2 to 12 letters, digits, spaces or dashes.')).toBeVisible();
  await page.getByLabel('Street and number').fill(street);
  await page.getByLabel('Postcode').fill('21000');
  await page.getByLabel('Town or city').fill('Split');
  await page.getByLabel('Country').selectOption('HR');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address has been changed.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page.getByRole('region', { name: 'Address' }).getByText(street)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Address' }).getByText('Croatia')).toBeVisible();
});

test('the mobile number changes after a code to the current channel, then a code sent to the new number', async ({ page }) => {
  await signIn(page, '100001', { at: '/profile/change-phone' });
  await expect(page.getByRole('heading', { level: 1, name: 'Change mobile number' })).toBeVisible();
  await page.getByLabel('New mobile number').fill('12');
  await page.getByRole('button', { name: 'Send a code to this number' }).click();
  await expect(page.getByText('Enter the number with its country code, e.g. +385 91 234 5678.').first()).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('New mobile number').fill('+385 91 555 0101');
  await page.getByRole('button', { name: 'Send a code to this number' }).click();

  // The number receives codes: first a code to where they go now (100001: its e-mail).
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await expect(stepUp.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await expectAccessible(page);
  await stepUp.getByRole('button', { name: 'Send me a code' }).click();
  await stepUp.getByLabel('Security code').fill((await latestMessage(page, 'ana.horvat@example.com', since)).code!);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByLabel('Code from the text message')).toBeVisible();
  await expectAccessible(page);
  // The e-mail on file heard of the new number (masked) before it works; in the language the owner
  // last chose in the portal, which another journey on this server may have set.
  await expect.poll(async () => (await latestMessage(page, 'ana.horvat@example.com', since)).text).toContain('+•• ••• ••• 01');
  const code = (await latestMessage(page, '+385 91 555 0101', since)).code!;
  await page.getByLabel('Code from the text message').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText(/Your mobile number is now/)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Contact data' }).getByText('+385 91 555 0101')).toBeVisible();
});

test('notifications: channels per kind, and a second address confirmed by its link', async ({ page }, testInfo) => {
  await signIn(page, '100001', { at: '/profile/notifications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const payments = page.getByRole('group', { name: 'Payments' });
  const sms = payments.getByRole('checkbox', { name: 'Text message' });
  const wanted = !(await sms.isChecked());
  await sms.setChecked(wanted);
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Payments' }).getByRole('checkbox', { name: 'Text message' })).toBeChecked({ checked: wanted });

  const address = `copies-${testInfo.project.name}@example.com`;
  await page.getByLabel('Second e-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText('Please enter an e-mail address like name@example.com.')).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('Second e-mail address').fill(address);
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${address}.`, { exact: false })).toBeVisible();
  const message = await latestMessage(page, address, since);
  const link = /\/profile\/notifications\?confirm=[^\s"<]+/.exec(message.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your second address is confirmed.', { exact: false })).toBeVisible();
  await expect(page.getByText(`Copies of our e-mails go to ${address}.`)).toBeVisible();
  await expectAccessible(page);
  // The link is single-use.
  await page.goto(link!);
  await expect(page.getByText('This confirmation link is no longer valid.', { exact: false })).toBeVisible();
});

test('legal data: the owner form saves after a fresh code', async ({ page }) => {
  await signIn(page, '100001', { at: '/profile/legal' });
  await expect(page.getByRole('heading', { level: 1, name: 'Legal and tax data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal data for Croatia' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Change Personal data for Croatia' }).click();
  await expect(page).toHaveURL(/\/profile\/legal\/form-owner\?record=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data for Croatia' })).toBeVisible();
  await page.getByLabel('First name').fill('Marta');
  await page.getByLabel('Last name').fill('Horvat');
  await page.getByLabel('Date of birth').fill('12/04/1971');
  await page.getByLabel('Country of birth').selectOption('HR');
  await page.getByLabel('Place of birth').fill('Zadar');
  await page.getByLabel('Country of residence').selectOption('HR');
  await page.getByLabel('Town or city of residence').fill('Split');
  await page.getByLabel('Your tax number for Croatia').fill('x');
  await page.getByRole('button', { name: 'Save legal data' }).click();
  await expect(page.getByText('This does not look like a tax number.', { exact: false })).toBeVisible();
  await page.getByLabel('Your tax number for Croatia').fill('69435151530');
  await page.getByRole('button', { name: 'Save legal data' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await stepUp.getByRole('button', { name: 'Send me a code' }).click();
  await stepUp.getByLabel('Security code').fill(await latestCode(page, since));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your legal data has been saved.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'All legal data' }).click();
  await expect(page.getByRole('region', { name: 'Personal data for Croatia' }).getByText('Marta Horvat')).toBeVisible();
});
