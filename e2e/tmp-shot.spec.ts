import { expect, test } from '@playwright/test';
import { signIn } from './support';
for (const width of [390, 1280]) {
  test(`shot ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '100001');
    await expect(page).toHaveURL(/\/(tax-id)?$/);
    await page.goto('/bookings/calendar/HR2731.100.1?date=2026-12-01');
    const share = page.getByRole('region', { name: 'Share this calendar with other platforms' });
    await share.getByRole('button', { name: 'Show the calendar address' }).click();
    const section = page.getByRole('region', { name: 'Import calendars from other platforms' });
    await section.getByLabel('Name (e.g. the platform)').fill('Airbnb');
    await section.getByLabel('Address of the other calendar (iCal)').fill('https://calendar.example.invalid/a.ics');
    await section.getByRole('button', { name: 'Add calendar' }).click();
    await expect(section.getByText('Not synced yet: the first try failed')).toBeVisible();
    await section.screenshot({ path: `/tmp/ical-import-${width}.png` });
    await share.screenshot({ path: `/tmp/ical-export-${width}.png` });
    await share.getByRole('button', { name: 'Replace the address…' }).click();
    await page.screenshot({ path: `/tmp/ical-dialog-${width}.png` });
    await page.getByRole('button', { name: 'Keep the address' }).click();
    await section.getByRole('button', { name: 'Remove Airbnb' }).click();
  });
}
