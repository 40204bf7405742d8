import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, RootStore, StoreProvider, createApi, createHttpClient } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { ForgotMembershipPage } from './forgot-membership-page';

function renderPage(api: ReturnType<typeof createApi>) {
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(null);
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <ForgotMembershipPage />
      </StoreProvider>
    </MemoryRouter>,
  );
}

describe('ForgotMembershipPage', () => {
  it('asks for the member ID reminder and says so', async () => {
    const api = fakeApi();
    api.identity.requestMembershipReminder.mockResolvedValue(undefined);
    renderPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your member ID?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send member ID' }));
    expect(api.identity.requestMembershipReminder).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText(/If there is a membership for ada@example.com/)).toBeInTheDocument();
    expect(document.title).toBe('Forgot membership | City Museum of Art');
  });

  it('treats a 404 (no membership for the e-mail) as success', async () => {
    const http = createHttpClient({ baseURL: '/api/', retries: 0 });
    http.defaults.adapter = () => Promise.reject(new ApiError({ status: 404, code: 'not_found' }));
    renderPage(createApi(http));
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send member ID' }));
    expect(await screen.findByText(/If there is a membership for nobody@example.com/)).toBeInTheDocument();
  });

  it('refuses an address longer than 254 characters and focuses the field', async () => {
    const api = fakeApi();
    renderPage(api);
    const field = screen.getByLabelText('Email');
    field.removeAttribute('maxlength');
    await userEvent.type(field, `${'a'.repeat(243)}@example.com`);
    await userEvent.click(screen.getByRole('button', { name: 'Send member ID' }));
    expect(await screen.findByText('Please enter no more than 254 characters.')).toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});
