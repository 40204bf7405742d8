import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, RootStore, StoreProvider } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { SetEmailAddressPage } from './set-email-address-page';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderPage(path = '/user/set-email-address') {
  const api = fakeApi();
  api.identity.updateUser.mockResolvedValue(user({ id: 'u-7', email: 'ada@example.com' }));
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(user({ id: 'u-7', email: 'no-email+u7@placeholder.invalid', needsEmailAddress: true }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/user/set-email-address" element={<SetEmailAddressPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store };
}

async function fill(email: string, confirm: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm email'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save email address' }));
}

describe('SetEmailAddressPage', () => {
  it('saves the e-mail through the session and goes to the redirect', async () => {
    const { api, store } = renderPage(`/user/set-email-address?redirect=${encodeURIComponent('/checkout?step=pay')}`);
    expect(document.title).toBe('Set email address | City Museum of Art');
    await fill('ada@example.com', 'ADA@example.com');
    expect(await screen.findByText('at /checkout?step=pay')).toBeInTheDocument();
    expect(api.identity.updateUser).toHaveBeenCalledWith('u-7', { email: 'ada@example.com' });
    expect(store.session.user?.email).toBe('ada@example.com');
  });

  it.each(['https://evil.example/', '//evil.example', ''])('goes to the events instead of the redirect %j', async (redirect) => {
    renderPage(`/user/set-email-address?redirect=${encodeURIComponent(redirect)}`);
    await fill('ada@example.com', 'ada@example.com');
    expect(await screen.findByText('at /events')).toBeInTheDocument();
  });

  it("says 'Email address is not valid.' for an address without a dotted domain, focusing it", async () => {
    const { api } = renderPage();
    await fill('ada@localhost', 'ada@localhost');
    expect(await screen.findByText('Email address is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.identity.updateUser).not.toHaveBeenCalled();
  });

  it("says 'Email addresses must match.' on the confirmation, focusing it", async () => {
    renderPage();
    await fill('ada@example.com', 'ada@example.org');
    expect(await screen.findByText('Email addresses must match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm email')).toHaveFocus();
  });

  it('focuses the first invalid field when both are wrong', async () => {
    renderPage();
    await fill('', '');
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('says another account uses the e-mail on a 409 and stays', async () => {
    const { api } = renderPage();
    api.identity.updateUser.mockRejectedValue(new ApiError({ status: 409, code: 'email_in_use', description: 'Email already in use' }));
    await fill('taken@example.com', 'taken@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account already uses this email address. Please contact City Museum of Art for help.',
    );
    expect(api.identity.getUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
  });
});
