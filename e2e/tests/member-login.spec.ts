import { expect, test } from '../fixtures';

test('the seeded member signs in by password, is greeted by first name, and signs out', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password you entered is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue('member@example.com');

  await page.getByLabel('Password').fill('Member-Pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();

  // The session survives a reload (HttpOnly cookie).
  await page.reload();
  await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
