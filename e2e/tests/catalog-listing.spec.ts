import { expect, test } from '../fixtures';
import { logInWithPassword } from '../support/login';

test('listing filters live in the address, survive a reload, and clear', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByText('Members enjoy members-only events and more.')).toBeVisible();
  await page.getByRole('button', { name: 'Music' }).click();
  await expect(page).toHaveURL(/category=Music/);
  await expect(page.getByRole('link', { name: /^Get tickets for/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Get tickets for Evening Jazz in the Sculpture Garden' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /^Get tickets for/ })).toHaveCount(1);

  // A time window with no sessions: the no-results message and Clear filters.
  await page.getByLabel('From').fill('23:00');
  await page.getByLabel('To').fill('23:30');
  await expect(page.getByText('We could not find any events that match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: 'Get tickets for General Admission' })).toBeVisible();
});

test('members: a guest meets the members-only panel, a current member books, a lapsed member is asked to renew', async ({ page }) => {
  const login = async (email: string) => {
    await page.goto('/login');
    await logInWithPassword(page, email, 'Member-Pass-1');
    await expect(page).toHaveURL(/\/events$/);
  };
  await page.goto('/events');
  await expect(page.getByRole('link', { name: /Members’ Preview/ })).toHaveCount(0);

  await login('member@example.com');
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await page.getByRole('link', { name: 'Get tickets for Members’ Preview' }).click();
  const previewUrl = page.url();
  await expect(page.getByRole('region', { name: 'Get tickets' }).getByRole('group', { name: 'Choose a date' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
  // Signed out on the server before the next page is asked for (it is rendered for whoever the cookie says).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto(previewUrl);
  await expect(page.getByText('This event is for members only.')).toBeVisible();

  await login('lapsed@example.com');
  await page.goto(previewUrl);
  await expect(page.getByText(/Your membership has expired/)).toBeVisible();
});
