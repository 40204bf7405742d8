import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { OTP_NO_ARRIVAL_HINT_MS } from './otp-machine';
import { renderLogin } from './login-test-helpers';

const otpIncorrect = (remaining: number) =>
  new ApiError({ status: 401, code: 'otp_incorrect', extra: { remaining_attempts: remaining } });

async function requestCode(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Email'), 'member@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a passcode' }));
  await screen.findByRole('heading', { name: 'Enter your passcode' });
}

afterEach(() => jest.useRealTimers());

describe('LoginPage one-time code', () => {
  it('mails a code, takes a pasted code sanitised and signs in to the redirect', async () => {
    const { api, store } = renderLogin(`/login?redirect=${encodeURIComponent('/checkout')}`);
    const user = userEvent.setup();
    await requestCode(user);

    expect(api.identity.requestOtp).toHaveBeenCalledWith({ email: 'member@example.com', sellerSlug: 'city-museum' });
    expect(store.session.loginFlow).toEqual({ email: 'member@example.com', token: 'token-1', redirectPath: '/checkout' });
    expect(screen.getByText('member@example.com')).toBeInTheDocument();
    const passcode = screen.getByLabelText('Passcode');
    await waitFor(() => expect(passcode).toHaveFocus());

    await user.paste(' ab3-4cd ');
    expect(passcode).toHaveValue('AB34CD');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'otp', token: 'token-1', otp: 'AB34CD' });
    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
  });

  it('asks for 6 letters or digits', async () => {
    const { api } = renderLogin('/login');
    const user = userEvent.setup();
    await requestCode(user);
    await user.type(screen.getByLabelText('Passcode'), 'ab3');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Passcode')).toHaveAccessibleDescription('Please enter the 6-character passcode.');
    expect(api.identity.login).not.toHaveBeenCalled();
  });

  it('counts wrong codes down, then offers a new code that can be used', async () => {
    const { api, store } = renderLogin('/login');
    api.identity.login.mockRejectedValueOnce(otpIncorrect(2)).mockRejectedValueOnce(otpIncorrect(1)).mockRejectedValueOnce(otpIncorrect(0));
    const user = userEvent.setup();
    await requestCode(user);
    const passcode = screen.getByLabelText('Passcode');

    const attempts: [code: string, message: string][] = [
      ['AAAAAA', 'The passcode you entered is invalid. You have 2 attempts remaining.'],
      ['BBBBBB', 'The passcode you entered is invalid. You have 1 attempt remaining.'],
      ['CCCCCC', 'The passcode you entered is invalid. Please request a new passcode.'],
    ];
    for (const [code, text] of attempts) {
      await user.clear(passcode);
      await user.type(passcode, code);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    }
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(store.session.loginFlow?.token).toBeNull();

    api.identity.requestOtp.mockResolvedValueOnce({ token: 'token-2', expiresAt: '2026-11-24T12:20:00Z' });
    await user.click(screen.getByRole('button', { name: 'Send a new passcode' }));
    expect(await screen.findByText('We sent a new passcode to member@example.com.')).toBeInTheDocument();
    expect(passcode).toHaveValue('');
    await user.type(passcode, 'DDDDDD');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.identity.login).toHaveBeenLastCalledWith({ kind: 'otp', token: 'token-2', otp: 'DDDDDD' });
  });

  it('needs a new code after an expired token', async () => {
    const { api } = renderLogin('/login');
    api.identity.login.mockRejectedValueOnce(new ApiError({ status: 401, code: 'otp_token_expired' }));
    const user = userEvent.setup();
    await requestCode(user);
    await user.type(screen.getByLabelText('Passcode'), 'AB34CD');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This passcode has expired. Please request a new passcode.');
    expect(screen.getByRole('button', { name: 'Send a new passcode' })).toBeInTheDocument();
  });

  it('hints after 30 s that the code may not have arrived, with a resend', async () => {
    jest.useFakeTimers();
    const { api } = renderLogin('/login');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await requestCode(user);
    expect(screen.queryByText(/may not have arrived/)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(OTP_NO_ARRIVAL_HINT_MS));
    expect(screen.getByText(/The passcode may not have arrived/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend passcode' }));
    expect(api.identity.requestOtp).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/may not have arrived/)).not.toBeInTheDocument();
  });

  it('goes back to the e-mail step and forgets the token', async () => {
    const { store } = renderLogin('/login');
    const user = userEvent.setup();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com');
    expect(store.session.loginFlow?.token).toBeNull();
  });
});

describe('LoginPage magic link (?otp=)', () => {
  const flow = { email: 'member@example.com', token: 'token-7', redirectPath: '/checkout' };

  it('signs in once with the stored token and goes to the redirect kept in the login flow', async () => {
    const { api } = renderLogin('/login?otp=ab34cd', { loginFlow: flow });
    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
    expect(api.identity.login).toHaveBeenCalledTimes(1);
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'otp', token: 'token-7', otp: 'AB34CD' });
  });

  it('removes the code from the address and does not submit it again', async () => {
    const { api } = renderLogin('/login?otp=ab34cd&redirect=%2Fmy', { loginFlow: flow });
    api.identity.login.mockRejectedValue(otpIncorrect(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passcode you entered is invalid. You have 2 attempts remaining.');
    expect(screen.getByText('at /login?redirect=%2Fmy')).toBeInTheDocument();
    expect(screen.getByLabelText('Passcode')).toHaveValue('AB34CD');
    expect(api.identity.login).toHaveBeenCalledTimes(1);
  });

  it('opened where no login was asked for: shows the passcode with a copy button', async () => {
    const { api } = renderLogin('/login?otp=ab34cd');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Your passcode' })).toBeInTheDocument();
    expect(screen.getByText('AB34CD')).toBeInTheDocument();
    expect(screen.getByText(/Enter this passcode there to log in/)).toBeInTheDocument();
    expect(screen.getByText('at /login')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('AB34CD');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(api.identity.login).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Log in on this device instead' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
