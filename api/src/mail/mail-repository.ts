/** The mails' SQL: what a gift-code mail says, read in one query per batch of orders; the seller columns mails share. */
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../infra/db/client';
import { carts, identities, membershipGiftCodes, membershipLevels, sellers, ticketOrders } from '../infra/db/schema';

/** What a mail needs of its seller: the sender's name, the links' slug, the dates' zone, its settings. */
export const sellerSenderColumns = {
  sellerName: sellers.name,
  sellerSlug: sellers.slug,
  sellerIsDefault: sellers.isDefault,
  timezone: sellers.timezone,
  web: sellers.web,
};

const giftee = alias(identities, 'giftee');
const giver = alias(identities, 'giver');

/** The gift codes of the orders with their level, seller, giftee and (when named) giver. */
export async function findGiftCodeMails(db: Db, orderIds: string[]) {
  return db
    .select({ code: membershipGiftCodes, levelName: membershipLevels.name, seller: sellers, giftee, giver })
    .from(membershipGiftCodes)
    .innerJoin(membershipLevels, eq(membershipLevels.id, membershipGiftCodes.levelId))
    .innerJoin(sellers, eq(sellers.id, membershipGiftCodes.sellerId))
    .innerJoin(giftee, eq(giftee.id, membershipGiftCodes.gifteeIdentityId))
    .leftJoin(ticketOrders, eq(ticketOrders.id, membershipGiftCodes.ticketOrderId))
    .leftJoin(carts, eq(carts.id, ticketOrders.cartId))
    .leftJoin(giver, eq(giver.id, carts.purchaserIdentityId))
    .where(inArray(membershipGiftCodes.ticketOrderId, orderIds));
}
