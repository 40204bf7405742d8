import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { runInAction } from 'mobx';
import { ApiError } from '@storefront/shared';
import { cart, user } from '@storefront/shared/testing';
import { loginTree, member, renderLogin } from './login-test-helpers';

const apiError = (status: number, code: string, description: string | null = null, extra: Record<string, unknown> = {}) =>
  new ApiError({ status, code, description, extra });

async function logInWithPassword(password = 'Member-Pass-1') {
  await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Log in with password' }));
  // The password step's form loads lazily; the file's first test pays its import on a busy machine.
  await userEvent.type(await screen.findByLabelText('Password', {}, { timeout: 5000 }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => jest.restoreAllMocks());

describe('LoginPage modes', () => {
  it('offers a one-time code and, separately, a password for otp_or_password (the default)', async () => {
    const { api } = renderLogin('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('Login | City Museum of Art');
    expect(screen.getByRole('button', { name: 'Email me a passcode' })).toBeInTheDocument();

    await logInWithPassword();
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'password', email: 'member@example.com', password: 'Member-Pass-1' });
    expect(await screen.findByText('at /events')).toBeInTheDocument();
  });

  it('offers only the code for otp', () => {
    renderLogin('/login', { web: { login_mode: 'otp' } });
    expect(screen.getByRole('button', { name: 'Email me a passcode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with password' })).not.toBeInTheDocument();
  });

  it('asks for the e-mail, then the password with the e-mail shown, a change button and the forgot-password link, for password', async () => {
    const { api } = renderLogin('/login', { web: { login_mode: 'password' } });
    expect(screen.queryByRole('button', { name: 'Email me a passcode' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' member@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: 'Enter your password' })).toBeInTheDocument();
    expect(screen.getByText('member@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/user/forgot-password');

    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Password'), 'Member-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'password', email: 'member@example.com', password: 'Member-Pass-1' });
  });

  it('starts from the e-mail of a login begun elsewhere (the ?login= flag, another tab)', () => {
    renderLogin('/login', { loginFlow: { email: 'member@example.com', token: null, redirectPath: '/my' } });
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com');
  });

  it('focuses the first invalid field', async () => {
    renderLogin('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a passcode' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
  });
});

describe('LoginPage messages (spec 03 §8)', () => {
  it('guest_account: the set-a-password text', async () => {
    const { api } = renderLogin('/login');
    api.identity.login.mockRejectedValue(apiError(401, 'guest_account'));
    await logInWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! You have not set a password yet. Please check your email inbox for instructions to set a password, then try again.',
    );
  });

  it('incorrect_password: the text with a forgot-password link', async () => {
    const { api } = renderLogin('/login');
    api.identity.login.mockRejectedValue(apiError(401, 'incorrect_password', 'Wrong.'));
    await logInWithPassword('not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That is not the correct password. Please try again.');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/user/forgot-password');
  });

  it('invalid_credentials: the server description', async () => {
    const { api } = renderLogin('/login');
    api.identity.login.mockRejectedValue(apiError(401, 'invalid_credentials', 'Invalid email or password.'));
    await logInWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it.each(['validation_failed', 'validate_not_email'])('%s: back on the e-mail step, on its field, focused', async (code) => {
    const { api } = renderLogin('/login');
    api.identity.login.mockRejectedValue(apiError(400, code, 'Please enter a valid email address.'));
    await logInWithPassword();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('429 on the code request: the server description', async () => {
    const { api } = renderLogin('/login');
    api.identity.requestOtp.mockRejectedValue(apiError(429, 'too_many_requests', 'Too many requests. Please wait a minute.'));
    await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a passcode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
  });
});

describe('LoginPage gates', () => {
  it("says 'Login is disabled' when the seller disabled it", () => {
    renderLogin('/login', { web: { login_disabled: true } });
    expect(screen.getByText('Login is disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("says 'Enable cookies and reload to login.' when cookies are off", () => {
    jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderLogin('/login');
    expect(screen.getByText('Enable cookies and reload to login.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('LoginPage with an external provider (spec 03 §2.3)', () => {
  const ssoStartOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'https://storefront.test');

  it.each(['auth0', 'sfec'] as const)('%s: a plain link to the SSO start with the redirect and the cart', (method) => {
    const { store } = renderLogin(`/login?redirect=${encodeURIComponent('/checkout?step=pay')}`, {
      web: { authentication_method: method, login_mode: method === 'auth0' ? 'auth0_ecomm' : 'sf_ecomm' },
    });
    act(() => runInAction(() => (store.cart.cart = cart({ id: 'cart-9' }))));
    const start = ssoStartOf(screen.getByRole('link', { name: 'Log in' }));
    expect(start.pathname).toBe('/api/sso/start');
    expect(start.searchParams.get('seller')).toBe(store.config.seller.slug);
    expect(start.searchParams.get('redirect')).toBe('/checkout?step=pay');
    expect(start.searchParams.get('cart_id')).toBe('cart-9');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sso start without a cart goes back to the listing', () => {
    renderLogin('/login', { web: { login_mode: 'sf_ecomm', authentication_method: 'sfec' } });
    const start = ssoStartOf(screen.getByRole('link', { name: 'Log in' }));
    expect(start.searchParams.get('redirect')).toBe('/events');
    expect(start.searchParams.has('cart_id')).toBe(false);
  });

  it('external: the configured login URL', () => {
    renderLogin('/login', { web: { authentication_method: 'external', external_urls: { login: 'https://id.example.com/login' } } });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', 'https://id.example.com/login');
  });

  it("external without a URL: 'External login URL missing'", () => {
    renderLogin('/login', { web: { authentication_method: 'external' } });
    expect(screen.getByRole('alert')).toHaveTextContent('External login URL missing');
  });

  it("an unknown method, or an external mode without one: 'Unknown auth method'", () => {
    renderLogin('/login', { web: { login_mode: 'auth0_ecomm' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown auth method');
  });
});

describe('LoginPage redirect', () => {
  it('follows a redirect to a storefront path with its query and fragment', async () => {
    renderLogin(`/login?redirect=${encodeURIComponent('/checkout?step=pay#summary')}`);
    await logInWithPassword();
    expect(await screen.findByText('at /checkout?step=pay#summary')).toBeInTheDocument();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/login', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'refuses the redirect %j and goes to the listing instead',
    async (hostile) => {
      renderLogin(`/login?redirect=${encodeURIComponent(hostile)}`);
      await logInWithPassword();
      expect(await screen.findByText('at /events')).toBeInTheDocument();
    },
  );

  it('sends an account without an e-mail to set one first, passing the redirect on', async () => {
    const { api } = renderLogin(`/login?redirect=${encodeURIComponent('/checkout')}`);
    api.identity.login.mockResolvedValue(user({ needsEmailAddress: true, email: 'noemail+1@example.com' }));
    await logInWithPassword();
    expect(await screen.findByText('at /user/set-email-address?redirect=%2Fcheckout')).toBeInTheDocument();
  });

  it('sends a visitor who is signed in already to the redirect', async () => {
    const { api, store } = renderLogin(`/login?redirect=${encodeURIComponent('/my')}`);
    api.identity.getUser.mockResolvedValue(member);
    await act(() => store.session.load());
    expect(await screen.findByText('at /my')).toBeInTheDocument();
  });
});

describe('LoginPage server render (ADR 0017)', () => {
  /** Renders on the "server" (no login flow, no cookies known), then hydrates in the browser; answers the hydration errors. */
  async function hydrateFromServer(path: string, browser: Parameters<typeof loginTree>[1]) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(loginTree(path).element);
    const serverHtml = container.innerHTML;
    const { api, element } = loginTree(path, browser);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    return { api, errors, serverHtml };
  }

  it('decides on a magic link only in the browser: the server shows a wait, the browser then signs in', async () => {
    const { api, errors, serverHtml } = await hydrateFromServer('/login?otp=ab34cd', {
      loginFlow: { email: 'member@example.com', token: 'token-7', redirectPath: null },
    });
    expect(serverHtml).toContain('Checking your login link');
    expect(errors).toEqual([]);
    expect(await screen.findByText('at /events')).toBeInTheDocument();
    expect(api.identity.login).toHaveBeenCalledTimes(1);
  });

  it('shows the cookies text only after hydration', async () => {
    jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { errors, serverHtml } = await hydrateFromServer('/login', {});
    expect(serverHtml).toContain('Email');
    expect(errors).toEqual([]);
    expect(screen.getByText('Enable cookies and reload to login.')).toBeInTheDocument();
  });
});
