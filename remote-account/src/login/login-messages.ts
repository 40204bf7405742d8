import { errorMessage, toApiError, type MemberIdentifier } from '@storefront/shared';

/** The login screen's texts (spec 03 §2.3, §8 Login and account, External authentication; spec 02 §8). */
export const LOGIN_TEXT = {
  guestAccount:
    'Oops! You have not set a password yet. Please check your email inbox for instructions to set a password, then try again.',
  incorrectPassword: 'That is not the correct password. Please try again.',
  invalidCredentials: 'The login details you entered are not correct. Please try again.',
  otpInvalid: 'The passcode you entered is invalid.',
  otpUsedUp: 'Please request a new passcode.',
  otpExpired: 'This passcode has expired. Please request a new passcode.',
  otpNotAuthorized: 'This passcode can no longer be used. Please request a new passcode.',
  cookiesOff: 'Enable cookies and reload to login.',
  loginDisabled: 'Login is disabled',
  externalLoginUrlMissing: 'External login URL missing',
  unknownAuthMethod: 'Unknown auth method',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the passcode and copy it yourself.',
} as const;

const MEMBER_IDENTIFIER_NAMES: Record<MemberIdentifier, string> = {
  zip_code: 'ZIP code',
  password: 'password',
  last_name: 'last name',
  email: 'email address',
};

/** 'Member details not found...' naming the identifier used besides the member ID (spec 03 §8). */
export function memberNotFoundMessage(identifier: unknown): string {
  const name = MEMBER_IDENTIFIER_NAMES[identifier as MemberIdentifier];
  return name
    ? `Member details not found. Please check your member ID and ${name}.`
    : 'Member details not found. Please check your member details.';
}

/** 'The passcode you entered is invalid.' with the attempts left appended (spec 03 §8). */
export function otpIncorrectMessage(remainingAttempts: number): string {
  if (remainingAttempts <= 0) return `${LOGIN_TEXT.otpInvalid} ${LOGIN_TEXT.otpUsedUp}`;
  return `${LOGIN_TEXT.otpInvalid} You have ${remainingAttempts} ${remainingAttempts === 1 ? 'attempt' : 'attempts'} remaining.`;
}

/** What a failed login shows: a message, on the e-mail field or above the form, maybe with the forgot-password link. */
export interface LoginFailure {
  message: string;
  /** validation_failed and validate_not_email belong to the e-mail step's field (spec 03 §8). */
  onEmailField: boolean;
  offerPasswordReset: boolean;
}

/** Spec 03 §8 Login and account (and spec 02 §8 guest_account, incorrect_password) for a password, member ID or code request. */
export function loginFailure(e: unknown): LoginFailure {
  const error = toApiError(e);
  const failure = (message: string, extra: Partial<LoginFailure> = {}): LoginFailure => ({
    message,
    onEmailField: false,
    offerPasswordReset: false,
    ...extra,
  });
  if (error.is('guest_account')) return failure(LOGIN_TEXT.guestAccount);
  if (error.is('incorrect_password')) return failure(LOGIN_TEXT.incorrectPassword, { offerPasswordReset: true });
  if (error.is('member_not_found')) return failure(memberNotFoundMessage(error.extra.identifier));
  if (error.is('validation_failed') || error.is('validate_not_email')) return failure(errorMessage(error), { onEmailField: true });
  if (error.is('invalid_credentials')) return failure(error.description ?? LOGIN_TEXT.invalidCredentials);
  // 429 and any other answer: the server's description, else the generic text.
  return failure(errorMessage(error));
}
