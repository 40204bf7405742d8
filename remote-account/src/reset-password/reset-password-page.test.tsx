import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, RootStore, StoreProvider } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { ResetPasswordPage } from './reset-password-page';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderPage(path = '/user/reset-password?token=tok-1', { signedIn = false } = {}) {
  const api = fakeApi();
  api.identity.validatePasswordReset.mockResolvedValue({ email: 'ada@example.com' });
  api.identity.resetPassword.mockResolvedValue(undefined);
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn ? user() : null);
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/user/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>
  );
  return { api, renderIt: () => render(ui) };
}

const invalidLinkText = 'This reset link is not valid. It may have expired.';

describe('ResetPasswordPage', () => {
  it('checks the token, shows the e-mail it resets, and saves the new password', async () => {
    const { api, renderIt } = renderPage();
    renderIt();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(api.identity.validatePasswordReset).toHaveBeenCalledWith('tok-1');
    expect(document.title).toBe('Reset password | City Museum of Art');
    await userEvent.type(screen.getByLabelText('New password'), 'Member-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(api.identity.resetPassword).toHaveBeenCalledWith('tok-1', 'Member-Pass-1');
    expect(await screen.findByText('Your password has been changed. You can now log in with it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['not_found', 404],
    ['validate_failed', 400],
  ])('says the link is not valid when the token check answers %s', async (code, status) => {
    const { api, renderIt } = renderPage();
    api.identity.validatePasswordReset.mockRejectedValue(new ApiError({ status, code }));
    renderIt();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLinkText);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/user/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the link is not valid without a token, asking nothing', async () => {
    const { api, renderIt } = renderPage('/user/reset-password');
    renderIt();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLinkText);
    expect(api.identity.validatePasswordReset).not.toHaveBeenCalled();
  });

  it('says the link is not valid when it was used meanwhile', async () => {
    const { api, renderIt } = renderPage();
    api.identity.resetPassword.mockRejectedValue(new ApiError({ status: 404, code: 'not_found' }));
    renderIt();
    await userEvent.type(await screen.findByLabelText('New password'), 'Member-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLinkText);
  });

  it("says 'Invalid password' when the field is left with a password breaking the rules", async () => {
    const { api, renderIt } = renderPage();
    renderIt();
    const field = await screen.findByLabelText('New password');
    await userEvent.type(field, 'password');
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(field).toHaveFocus();
    expect(api.identity.resetPassword).not.toHaveBeenCalled();
  });

  it('requires a new password and focuses the field', async () => {
    const { renderIt } = renderPage();
    renderIt();
    await screen.findByLabelText('New password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Please enter a new password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('ticks each requirement as the password is typed, in a polite live region', async () => {
    const { renderIt } = renderPage();
    renderIt();
    const field = await screen.findByLabelText('New password');
    const panel = screen.getByText('Your password needs:').parentElement!;
    expect(field.getAttribute('aria-describedby')).toContain(panel.id);
    const list = within(panel).getAllByRole('list')[0]!;
    expect(list).toHaveAttribute('aria-live', 'polite');
    // What a screen reader reads after each rule: its own '(met)' or '(not met)'.
    const state = (text: string) => within(panel).getByText(text).closest('li')!.querySelector(':scope > .sf-visually-hidden')!.textContent!.trim();
    const rules = [
      'At least 8 characters',
      'No space at the start or end',
      'Only letters, numbers, spaces and keyboard symbols',
      'At least 3 of these:',
      'an uppercase letter',
      'a lowercase letter',
      'a number',
      'a special character',
    ];
    expect(rules.map(state)).toEqual(Array(8).fill('(not met)'));
    await userEvent.type(field, 'abc');
    expect(rules.map(state)).toEqual(['(not met)', '(met)', '(met)', '(not met)', '(not met)', '(met)', '(not met)', '(not met)']);
    await userEvent.type(field, 'DEF12');
    expect(rules.map(state)).toEqual(['(met)', '(met)', '(met)', '(met)', '(met)', '(met)', '(met)', '(not met)']);
    await userEvent.type(field, ' ');
    expect(state('No space at the start or end')).toBe('(not met)');
  });

  it('sends a signed-in visitor home', () => {
    const { renderIt } = renderPage(undefined, { signedIn: true });
    renderIt();
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
