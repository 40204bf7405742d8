import { expect, test } from '../fixtures';
import { logInWithPassword } from '../support/login';

test('a hostile ?redirect= after login stays on the storefront', async ({ page, stack }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
  await expect(page).toHaveURL(`${stack.url}/events`);
  await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
});
