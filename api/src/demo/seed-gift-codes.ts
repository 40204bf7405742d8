/**
 * Demo gifts of membership (ADR 0021) for the City Museum's levels, one in each state the
 * redeem page shows: ready to redeem (Family, Individual), expired, and redeemed (the lapsed
 * member's membership began as that gift).
 */
import type { Tx } from '../infra/db/client';
import { catalogueIds } from '../venue-import/catalogue-plan';
import { findUserByEmail, insertMembershipGiftCodes } from './demo-repository';
import { DEMO_LAPSED_MEMBER } from './seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_GIFT_CODES = {
  family: '4000000001',
  individual: '4000000002',
  expired: '4000000003',
  redeemed: '4000000004',
} as const;

export async function seedGiftCodes(tx: Tx, now: Date): Promise<void> {
  const sellerId = catalogueIds.seller('city-museum');
  const level = (groupKey: string) => catalogueIds.membershipLevel('city-museum', 'museum-membership', groupKey);
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const lapsed = await findUserByEmail(tx, DEMO_LAPSED_MEMBER.email);
  if (!lapsed) throw new Error(`Demo member ${DEMO_LAPSED_MEMBER.email} is missing`);
  await insertMembershipGiftCodes(tx, [
    { code: DEMO_GIFT_CODES.family, sellerId, levelId: level('family'), validFrom: daysFromNow(-1), validTo: daysFromNow(365) },
    { code: DEMO_GIFT_CODES.individual, sellerId, levelId: level('individual'), validFrom: daysFromNow(-1), validTo: daysFromNow(365) },
    { code: DEMO_GIFT_CODES.expired, sellerId, levelId: level('individual'), validFrom: daysFromNow(-366), validTo: daysFromNow(-1) },
    {
      code: DEMO_GIFT_CODES.redeemed,
      sellerId,
      levelId: level('individual'),
      validFrom: daysFromNow(-440),
      validTo: daysFromNow(-75),
      redeemedAt: daysFromNow(-430),
      redeemedByUserId: lapsed.id,
    },
  ]);
}
