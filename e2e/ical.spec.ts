import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

/**
 * The iCal panels of the calendar page (issue 27 point 5, issue 28 point 9): addresses with Copy
 * buttons beside (not on) fields of a readable width, replacing an address only after a dialog
 * that says what breaks, one status line per imported calendar, and each platform's own address
 * that carries the other sources' blocks but not its own.
 */

/** Whether two boxes share any pixel. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectTidy(page: Page, field: ReturnType<Page['getByLabel']>, button: ReturnType<Page['getByRole']>, width: number) {
  const fieldBox = (await field.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  // A readable field (not 900 px), inside the screen, and the button beside or under it, not on it.
  expect(fieldBox.width).toBeLessThanOrEqual(600);
  expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(width);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(width);
  expect(overlap(fieldBox, buttonBox)).toBe(false);
}

for (const { width, height, home, platform } of [
  { width: 1280, height: 900, home: 'HR2731.100.1', platform: 'Booking.com' },
  { width: 390, height: 844, home: 'IT5521.610.2', platform: 'Vrbo' },
]) {
  test(`the iCal panels at ${width} px: copy, replace after asking, one status line, an address per platform`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height });
    await signIn(page, '100001', { at: `/bookings/calendar/${home}?date=2026-12-01` });

    const share = page.getByRole('region', { name: 'Share this calendar with other platforms' });
    await expect(share.getByText(/never the platform’s own, so a booking on one platform blocks the dates on the others/)).toBeVisible();
    await share.getByRole('button', { name: 'Show the calendar address' }).click();
    const address = share.getByLabel('Calendar address (iCal)');
    await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const before = await address.inputValue();
    const copy = share.getByRole('button', { name: 'Copy address' });
    await expectTidy(page, address, copy, width);
    await copy.click();
    await expect(share.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before);

    // Replacing asks first and says what breaks; keeping the address changes nothing.
    await share.getByRole('button', { name: 'Replace the address…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the calendar address?' });
    await expect(dialog).toContainText('every platform that syncs it stops getting updates until you give it the new address');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep the address' }).click();
    await expect(dialog).toBeHidden();
    await expect(address).toHaveValue(before);
    expect((await page.request.get(new URL(before).pathname)).status()).toBe(200);
    await share.getByRole('button', { name: 'Replace the address…' }).click();
    await dialog.getByRole('button', { name: 'Replace the address' }).click();
    await expect(share.getByText('The address was replaced.')).toBeVisible();
    await expect(address).not.toHaveValue(before);
    expect((await page.request.get(new URL(before).pathname)).status()).toBe(404);

    // A platform: one status line, and its own address (copy; replace after asking).
    const section = page.getByRole('region', { name: 'Import calendars from other platforms' });
    await section.getByLabel('Name (e.g. the platform)').fill(platform);
    await section.getByLabel('Address of the other calendar (iCal)').fill(`webcal://calendar.example.invalid/${width}.ics`);
    await section.getByRole('button', { name: 'Add calendar' }).click();
    const imported = section.getByRole('list', { name: 'Imported calendars' });
    await expect(imported.getByRole('heading', { name: platform })).toBeVisible();
    await expect(imported.getByText('Not synced yet: the first try failed')).toBeVisible();
    await expect(imported.getByText(/Never synced/)).toHaveCount(0);
    const own = imported.getByLabel(`Address to give ${platform}`);
    await expect(own).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(imported.getByText(`Your stays and the bookings of your other platforms, without ${platform}’s own.`)).toBeVisible();
    const ownCopy = imported.getByRole('button', { name: `Copy address for ${platform}` });
    await expectTidy(page, own, ownCopy, width);
    await ownCopy.click();
    await expect(imported.getByText('Copied to the clipboard.')).toBeVisible();
    const platformAddress = await own.inputValue();
    const feed = await page.request.get(new URL(platformAddress).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page);

    await imported.getByRole('button', { name: `Replace the address for ${platform}…` }).click();
    const platformDialog = page.getByRole('dialog', { name: `Replace the address for ${platform}?` });
    await expect(platformDialog).toContainText(`${platform} stops getting updates from this calendar until you give it the new address`);
    await platformDialog.getByRole('button', { name: 'Replace the address' }).click();
    await expect(own).not.toHaveValue(platformAddress);
    expect((await page.request.get(new URL(platformAddress).pathname)).status()).toBe(404);

    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await imported.getByRole('button', { name: `Remove ${platform}` }).click();
    await expect(section.getByText('No calendars imported yet.')).toBeVisible();

    // In German too: the panel, its Copy button and the dialog that says what breaks.
    await page.getByLabel('Language').first().selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const teilen = page.getByRole('region', { name: 'Diesen Kalender mit anderen Plattformen teilen' });
    await expect(teilen.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible();
    await teilen.getByRole('button', { name: 'Adresse ersetzen…' }).click();
    const frage = page.getByRole('dialog', { name: 'Kalenderadresse ersetzen?' });
    await expect(frage).toContainText('Jede Plattform, die sie abgleicht, erhält keine Aktualisierungen mehr');
    await expectAccessible(page);
    await frage.getByRole('button', { name: 'Adresse behalten' }).click();
    await page.getByLabel('Sprache').first().selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  });
}
