import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type LoginMode } from '@storefront/shared';
import { MEMBER_AUTO_ATTEMPT_PAUSE_MS } from './member-id-form';
import { renderLogin } from './login-test-helpers';

const memberNotFound = (identifier: string) => new ApiError({ status: 401, code: 'member_not_found', extra: { identifier } });

afterEach(() => jest.useRealTimers());

describe('LoginPage member ID modes', () => {
  it.each<[LoginMode, string, string, string]>([
    ['scan_code', 'ZIP code', '10001', 'zip_code'],
    ['scan_code_password', 'Password', 'Member-Pass-1', 'password'],
    ['scan_code_last_name', 'Last name', 'Lovelace', 'last_name'],
    ['scan_code_email', 'Email', 'member@example.com', 'email'],
  ])('%s asks for the member ID and the %s, and logs in by the button', async (mode, label, value, identifier) => {
    const { api } = renderLogin(`/login?redirect=${encodeURIComponent('/my')}`, { web: { login_mode: mode } });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Email me a passcode' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Member ID'), 'M-100');
    await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'member', memberId: 'M-100', identifier, value });
    expect(await screen.findByText('at /my')).toBeInTheDocument();
  });

  it.each([
    ['zip_code', 'Member details not found. Please check your member ID and ZIP code.'],
    ['password', 'Member details not found. Please check your member ID and password.'],
    ['last_name', 'Member details not found. Please check your member ID and last name.'],
    ['email', 'Member details not found. Please check your member ID and email address.'],
  ])('member_not_found by %s', async (identifier, text) => {
    const { api } = renderLogin('/login', { web: { login_mode: 'scan_code' } });
    api.identity.login.mockRejectedValue(memberNotFound(identifier));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Member ID')).toHaveFocus();
    expect(screen.getByText('Please enter your member ID.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Member ID'), 'M-100');
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('attempts the login once by itself when every field is filled and valid', async () => {
    jest.useFakeTimers();
    const { api } = renderLogin('/login', { web: { login_mode: 'scan_code' } });
    api.identity.login.mockRejectedValue(memberNotFound('zip_code'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(screen.getByLabelText('Member ID'), 'M-100');
    await act(() => jest.advanceTimersByTimeAsync(MEMBER_AUTO_ATTEMPT_PAUSE_MS * 2));
    expect(api.identity.login).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await act(() => jest.advanceTimersByTimeAsync(MEMBER_AUTO_ATTEMPT_PAUSE_MS));
    expect(api.identity.login).toHaveBeenCalledTimes(1);
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'member', memberId: 'M-100', identifier: 'zip_code', value: '10001' });
    expect(screen.getByRole('alert')).toHaveTextContent('Member details not found. Please check your member ID and ZIP code.');

    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '10002');
    await act(() => jest.advanceTimersByTimeAsync(MEMBER_AUTO_ATTEMPT_PAUSE_MS * 2));
    expect(api.identity.login).toHaveBeenCalledTimes(1);
  });
});
