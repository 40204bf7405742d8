/** Purchaser identities stored before a guest checkout (`POST identity`). */
import type { ApiIdentityInput } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { IdentityError } from '../lib/errors';
import { insertIdentity } from './accounts-repository';

/**
 * `additional_info` holds the seller's purchaser questions' answers: a few fields, so a
 * bound far above any real form keeps rows small (it was 250 KB per call before).
 */
export const ADDITIONAL_INFO_MAX_BYTES = 8 * 1024;
export const ADDITIONAL_INFO_MAX_DEPTH = 8;

/** Nesting depth of a JSON value, counted without recursion (deep input cannot overflow the stack). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > ADDITIONAL_INFO_MAX_DEPTH) return depth;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

export function assertAdditionalInfoBounded(info: Record<string, unknown>): void {
  const depth = depthOf(info);
  if (depth > ADDITIONAL_INFO_MAX_DEPTH) {
    throw new IdentityError('additional_info_too_large', {
      description: `The additional information is nested more than ${ADDITIONAL_INFO_MAX_DEPTH} levels deep.`,
      extra: { max_depth: ADDITIONAL_INFO_MAX_DEPTH },
    });
  }
  const bytes = Buffer.byteLength(JSON.stringify(info), 'utf8');
  if (bytes > ADDITIONAL_INFO_MAX_BYTES) {
    throw new IdentityError('additional_info_too_large', {
      description: `The additional information is over ${ADDITIONAL_INFO_MAX_BYTES / 1024} KB.`,
      extra: { max_bytes: ADDITIONAL_INFO_MAX_BYTES, bytes },
    });
  }
}

export class IdentityService {
  constructor(private readonly db: Db) {}

  /** A guest purchaser, created by the session whose public identity is `createdBy`. */
  async createGuest(input: ApiIdentityInput, createdBy: string): Promise<{ id: string }> {
    const additionalInfo = input.additional_info ?? {};
    assertAdditionalInfoBounded(additionalInfo);
    const row = await insertIdentity(this.db, {
      kind: 'guest',
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone?.trim() || null,
      additionalInfo,
      createdByIdentityId: createdBy,
    });
    if (!row) throw new Error('identity insert returned nothing');
    return { id: row.id };
  }
}
