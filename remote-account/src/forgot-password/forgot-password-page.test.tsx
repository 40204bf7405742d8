import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, RootStore, StoreProvider, createApi, createHttpClient, type Api } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { ForgotPasswordPage } from './forgot-password-page';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

/** The real API client over a transport that answers every request with `failure`. */
function apiAnswering(failure: ApiError) {
  const http = createHttpClient({ baseURL: '/api/', retries: 0 });
  const urls: string[] = [];
  http.defaults.adapter = (config) => {
    urls.push(`${config.method} ${config.url} ${String(config.data)}`);
    return Promise.reject(failure);
  };
  return { api: createApi(http), urls };
}

function renderPage(api: Api, signedIn = false) {
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn ? user() : null);
  render(
    <MemoryRouter initialEntries={['/user/forgot-password']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/user/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordPage', () => {
  it('sends the reset request and says so', async () => {
    const api = fakeApi();
    api.identity.requestPasswordReset.mockResolvedValue(undefined);
    renderPage(api);
    expect(document.title).toBe('Forgot password | City Museum of Art');
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await send();
    expect(api.identity.requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    const done = await screen.findByText(/If an account exists for ada@example.com/);
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('treats a 404 (no such account) as success', async () => {
    const { api, urls } = apiAnswering(new ApiError({ status: 404, code: 'not_found' }));
    renderPage(api);
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await send();
    expect(await screen.findByText(/If an account exists for nobody@example.com/)).toBeInTheDocument();
    expect(urls).toEqual(['post password_reset/request {"email":"nobody@example.com"}']);
  });

  it("shows another failure's message and keeps the form", async () => {
    const { api } = apiAnswering(new ApiError({ status: 429, code: 'too_many_requests', description: 'Too many requests. Please try again later.' }));
    renderPage(api);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['ada', 'Please enter a valid email address.'],
  ])('refuses %j with %j and focuses the field', async (typed, message) => {
    const api = fakeApi();
    renderPage(api);
    if (typed) await userEvent.type(screen.getByLabelText('Email'), typed);
    await send();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.identity.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor home', () => {
    renderPage(fakeApi(), true);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
