/** Memberships as `GET my/membership` gives them, for the membership screens' tests. */
import type { MembershipLevel, MyMembership } from '@storefront/shared';
import { membership } from '@storefront/shared/testing';

const DAY_MS = 86_400_000;

export function membershipLevel(o: Partial<MembershipLevel> = {}): MembershipLevel {
  return {
    id: 'level-family',
    name: 'Family',
    rank: 3,
    programId: 'program-1',
    ticketGroupId: 'tg-family',
    autoRenewAvailable: false,
    memberEventPurchaseLimit: null,
    benefits: {},
    ...o,
  };
}

/** A Family membership current from 100 days ago until 245 days ahead, renewable 60 days before it ends. */
export function myMembership(o: Partial<MyMembership> = {}): MyMembership {
  const now = Date.now();
  const validTo = o.validTo ?? new Date(now + 245 * DAY_MS).toISOString();
  return {
    ...membership({ scanCode: 'M-100', levelName: 'Family', validFrom: new Date(now - 100 * DAY_MS).toISOString(), validTo }),
    level: membershipLevel(),
    program: { id: 'program-1', name: 'Museum Membership', rank: 1, eventId: 'ev-membership', renewalWindowDays: 60 },
    renewableFrom: new Date(Date.parse(validTo) - 60 * DAY_MS).toISOString(),
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    members: [
      { ticketId: 't-1', ticketTypeId: 'tt-household', admitName: null, admitEmail: null },
      { ticketId: 't-2', ticketTypeId: 'tt-adult', admitName: 'Ada Lovelace', admitEmail: null },
      { ticketId: 't-3', ticketTypeId: 'tt-adult', admitName: 'Charles Babbage', admitEmail: null },
      { ticketId: 't-4', ticketTypeId: 'tt-child', admitName: null, admitEmail: null },
      { ticketId: 't-5', ticketTypeId: 'tt-child', admitName: null, admitEmail: null },
    ],
    ticketTypeNames: { 'tt-household': 'Household', 'tt-adult': 'Adult', 'tt-child': 'Child' },
    order: { id: 'o-membership', orderNumber: 'A-1001' },
    ...o,
  };
}
