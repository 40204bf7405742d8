/**
 * Signing in through the login screen (spec 03 §2.3) in the demo sellers' default mode,
 * otp_or_password: the e-mail step, then the password step.
 */
import { expect, type Page } from '@playwright/test';

/** The password login from the login screen already open in `page`. */
export async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Log in with password' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
