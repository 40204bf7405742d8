import { toUser } from '../domain/mappers';
import type { IdentityInput, User } from '../domain/types';
import type { ApiIdentity, ApiIdentityInput, ApiLoginBody, ApiUser } from '../wire';
import { ApiError } from './errors';
import { request, type HttpClient } from './transport';

/** POST identity: the purchaser's details before a guest checkout. */
export async function createIdentity(http: HttpClient, input: IdentityInput): Promise<{ id: string }> {
  const data: ApiIdentityInput = {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    ...(input.phone?.trim() ? { phone: input.phone.trim() } : {}),
    ...(input.additionalInfo ? { additional_info: input.additionalInfo } : {}),
  };
  const identity = await request<ApiIdentity>(http, { method: 'POST', url: 'identity', data });
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

export interface Credentials {
  username: string;
  password: string;
}

/** POST login (password mode). 401 rejects with the server's error (invalid credentials). */
export async function login(http: HttpClient, { username, password }: Credentials): Promise<User> {
  const data: ApiLoginBody = { username: username.trim(), password };
  const answer = await request<Partial<ApiUser> | null>(http, { method: 'POST', url: 'login', data });
  if (answer && answer.identity && answer.id) return toUser(answer as ApiUser);
  // The login answer did not carry the user: read it.
  const user = await getUser(http);
  if (!user) throw new ApiError({ status: 401, code: 'not_authenticated' });
  return user;
}

/** POST logout */
export async function logout(http: HttpClient): Promise<void> {
  await request<unknown>(http, { method: 'POST', url: 'logout' });
}
