import { expect, test } from '../fixtures';

test('a hostile ?redirect= after login stays on the storefront', async ({ page, stack }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password').fill('Member-Pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${stack.url}/events`);
  await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
});
