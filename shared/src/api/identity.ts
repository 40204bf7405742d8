import { toUser } from '../domain/mappers';
import type { IdentityInput, User } from '../domain/types';
import type {
  ApiEmailBody,
  ApiFeatureFlags,
  ApiIdentityCreated,
  ApiIdentityInput,
  ApiLoginBody,
  ApiOtpRequestAnswer,
  ApiOtpRequestBody,
  ApiPasswordResetValidateAnswer,
  ApiUser,
  ApiUserInput,
  ApiUserPatch,
  MemberIdentifier,
} from '../wire';
import { ApiError } from './errors';
import { apiResourceUrl, request, type HttpClient } from './transport';

/** POST identity: the purchaser's details before a guest checkout. */
export async function createIdentity(http: HttpClient, input: IdentityInput): Promise<{ id: string }> {
  const data: ApiIdentityInput = {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    ...(input.phone?.trim() ? { phone: input.phone.trim() } : {}),
    ...(input.additionalInfo ? { additional_info: input.additionalInfo } : {}),
  };
  const identity = await request<ApiIdentityCreated>(http, { method: 'POST', url: 'identity', data });
  return { id: identity.id };
}

/** GET my/user; a visitor who is not signed in (401) is `null`. */
export async function getUser(http: HttpClient): Promise<User | null> {
  try {
    return toUser(await request<ApiUser>(http, { method: 'GET', url: 'my/user' }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** What a visitor signs in with: one entry per login field set (spec 03 §3). */
export type LoginCredentials =
  | { kind: 'password'; email: string; password: string }
  /** Member ID (a membership's scan code) with one more identifier. */
  | { kind: 'member'; memberId: string; identifier: MemberIdentifier; value: string }
  | { kind: 'otp'; token: string; otp: string }
  /** An external provider's ID token (auth0_ecomm, sf_ecomm). */
  | { kind: 'jwt'; jwt: string };

/** The `POST login` body of a field set; text is trimmed, passwords are not. */
export function loginBody(credentials: LoginCredentials): ApiLoginBody {
  switch (credentials.kind) {
    case 'password':
      return { username: credentials.email.trim(), password: credentials.password };
    case 'member': {
      const scan_code = credentials.memberId.trim();
      const value = credentials.identifier === 'password' ? credentials.value : credentials.value.trim();
      switch (credentials.identifier) {
        case 'zip_code':
          return { scan_code, zip_code: value };
        case 'password':
          return { scan_code, password: value };
        case 'last_name':
          return { scan_code, last_name: value };
        case 'email':
          return { scan_code, email: value };
      }
      break;
    }
    case 'otp':
      return { token: credentials.token, otp: credentials.otp };
    case 'jwt':
      return { jwt: credentials.jwt };
  }
}

/** POST login with any field set: the signed-in user. 401s reject with the server's code (spec 03 §8). */
export async function login(http: HttpClient, credentials: LoginCredentials): Promise<User> {
  return toUser(await request<ApiUser>(http, { method: 'POST', url: 'login', data: loginBody(credentials) }));
}

/** POST login/request_otp: mails a one-time code; answers the token the code is checked with. */
export async function requestOtp(
  http: HttpClient,
  { email, sellerSlug }: { email: string; sellerSlug: string },
): Promise<{ token: string; expiresAt: string }> {
  const data: ApiOtpRequestBody = { email: email.trim(), provider: 'tix', state: sellerSlug };
  const answer = await request<ApiOtpRequestAnswer>(http, { method: 'POST', url: 'login/request_otp', data });
  return { token: answer.token, expiresAt: answer.expires_at };
}

/** An e-mail form's request where a 404 means the same as success (spec 03 §2.10, §8). */
async function postEmail(http: HttpClient, url: string, email: string): Promise<void> {
  const data: ApiEmailBody = { email: email.trim() };
  try {
    await request<unknown>(http, { method: 'POST', url, data });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return;
    throw e;
  }
}

/** POST password_reset/request (a 404 is success). */
export function requestPasswordReset(http: HttpClient, email: string): Promise<void> {
  return postEmail(http, 'password_reset/request', email);
}

/** POST forgot_membership: mails the member IDs of the e-mail's memberships (a 404 is success). */
export function requestMembershipReminder(http: HttpClient, email: string): Promise<void> {
  return postEmail(http, 'forgot_membership', email);
}

/** POST password_reset/validate: the e-mail the link resets; 404 `not_found` / 400 `validate_failed` reject. */
export async function validatePasswordReset(http: HttpClient, token: string): Promise<{ email: string }> {
  const answer = await request<ApiPasswordResetValidateAnswer>(http, { method: 'POST', url: 'password_reset/validate', data: { token } });
  return { email: answer.identity.email };
}

/** POST password_reset/reset */
export async function resetPassword(http: HttpClient, token: string, password: string): Promise<void> {
  await request<unknown>(http, { method: 'POST', url: 'password_reset/reset', data: { token, password } });
}

/** POST user: a new account, signed in (409 `user_exists` carries the existing identity id). */
export async function createUser(http: HttpClient, input: ApiUserInput): Promise<User> {
  return toUser(await request<ApiUser>(http, { method: 'POST', url: 'user', data: input }));
}

/** PATCH my/user/{id}: a new e-mail (409 `email_in_use`) or State cleared. */
export async function updateUser(http: HttpClient, userId: string, patch: ApiUserPatch): Promise<User> {
  return toUser(await request<ApiUser>(http, { method: 'PATCH', url: `my/user/${encodeURIComponent(userId)}`, data: patch }));
}

/** GET feature_flags for this seller and device (spec 03 §7 feature-flag service). */
export async function getFeatureFlags(http: HttpClient, { sellerId, deviceId }: { sellerId: string; deviceId: string }): Promise<Record<string, boolean>> {
  const answer = await request<ApiFeatureFlags>(http, { method: 'GET', url: 'feature_flags', params: { tenant: sellerId, device_id: deviceId } });
  return answer.flags;
}

/** The address of a membership card's QR code image (`GET membership/{id}/qrcode`), for an `<img src>`. */
export function membershipQrCodeUrl(apiBaseUrl: string, membershipId: string): string {
  return apiResourceUrl(apiBaseUrl, `membership/${encodeURIComponent(membershipId)}/qrcode`);
}

/** POST logout */
export async function logout(http: HttpClient): Promise<void> {
  await request<unknown>(http, { method: 'POST', url: 'logout' });
}

/**
 * The identity calls: `createApi` binds the transport to each (`api.identity.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  createIdentity,
  login,
  logout,
  getUser,
  requestOtp,
  requestPasswordReset,
  validatePasswordReset,
  resetPassword,
  requestMembershipReminder,
  createUser,
  updateUser,
  getFeatureFlags,
};
