/**
 * Creating a member account: its identity and user rows. Apart from the sign-in service so
 * that membership purchase (a gift's recipient), external login and the demo data can create
 * members without importing sign-in, which itself reads memberships.
 */
import type { ApiIdentityInput } from '@storefront/shared/wire';
import type { Executor } from '../infra/db/client';
import { insertIdentity, insertUser } from './accounts-repository';

/** Creates a member account (seed and tests); `passwordHash` null makes an account without a password. */
export async function createMember(
  executor: Executor,
  member: Pick<ApiIdentityInput, 'first_name' | 'last_name' | 'email'> & {
    passwordHash: string | null;
    zip_code?: string;
    state?: string;
    country?: string;
  },
): Promise<string> {
  const email = member.email.trim().toLowerCase();
  const identity = await insertIdentity(executor, {
    kind: 'member',
    firstName: member.first_name,
    lastName: member.last_name,
    email,
    zipCode: member.zip_code ?? null,
    state: member.state ?? null,
    country: member.country ?? null,
  });
  if (!identity) throw new Error('identity insert returned nothing');
  const user = await insertUser(executor, {
    identityId: identity.id,
    email,
    passwordHash: member.passwordHash,
  });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
}
