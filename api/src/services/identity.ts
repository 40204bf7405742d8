/** Purchaser identities stored before a guest checkout (`POST identity`). */
import type { ApiIdentityInput } from '@storefront/shared/wire';
import type { Db } from '../db/client';
import { identities } from '../db/schema';

export class IdentityService {
  constructor(private readonly db: Db) {}

  /** A guest purchaser, created by the session whose public identity is `createdBy`. */
  async createGuest(input: ApiIdentityInput, createdBy: string): Promise<{ id: string }> {
    const [row] = await this.db
      .insert(identities)
      .values({
        kind: 'guest',
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone?.trim() || null,
        additionalInfo: input.additional_info ?? {},
        createdByIdentityId: createdBy,
      })
      .returning({ id: identities.id });
    if (!row) throw new Error('identity insert returned nothing');
    return { id: row.id };
  }
}
