/**
 * The feature-flag service (spec 03 §7): a seller's `web.feature_flags` resolved for one
 * device. A flag is on, off, or `{percent: n}`: on for n% of devices, chosen by a hash of
 * seller, flag and device id, so a device keeps its answer between visits and the share of
 * each flag is drawn independently of the others.
 */
import { createHash } from 'node:crypto';
import type { ApiFeatureFlags } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { findSeller } from '../catalog/catalog-repository';
import { SellerError } from '../lib/errors';

/** The my area's sections (spec 03 §2.6) when the seller sets no flag for them. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = { my_account: true, my_profile: true, my_tickets: false };

/** The device's place in 0 ≤ x < 100 for one flag of one seller. */
export function devicePercentile(sellerId: string, flag: string, deviceId: string): number {
  const digest = createHash('sha256').update(`${sellerId}\n${flag}\n${deviceId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

function isPercentRollout(value: unknown): value is { percent: number } {
  if (value === null || typeof value !== 'object') return false;
  const percent = (value as { percent?: unknown }).percent;
  return typeof percent === 'number' && Number.isFinite(percent);
}

/** `web.feature_flags` for one device; a value that is neither a boolean nor a percentage leaves the default. */
export function resolveFeatureFlags(sellerId: string, configured: unknown, deviceId: string): ApiFeatureFlags {
  const flags: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
  const entries = configured !== null && typeof configured === 'object' ? Object.entries(configured) : [];
  for (const [flag, value] of entries) {
    if (typeof value === 'boolean') flags[flag] = value;
    else if (isPercentRollout(value)) flags[flag] = devicePercentile(sellerId, flag, deviceId) < value.percent;
  }
  return { flags };
}

export class FeatureFlagService {
  constructor(private readonly db: Db) {}

  /** 404 seller `not_found` for an unknown seller. */
  async forDevice(sellerId: string, deviceId: string): Promise<ApiFeatureFlags> {
    const seller = await findSeller(this.db, sellerId);
    if (!seller) throw new SellerError('not_found');
    return resolveFeatureFlags(seller.id, seller.web.feature_flags, deviceId);
  }
}
