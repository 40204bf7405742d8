/** The museum's membership event as the demo data has it (ADR 0021), for the membership form's tests. */
import type { MembershipRule } from '@storefront/shared';
import { eventDetail, ticketGroup, ticketType } from '@storefront/shared/testing';

const group = (id: string, name: string, types: [string, string, number][]) =>
  ticketGroup({
    id,
    name,
    description: `${name} membership`,
    handler: 'membership',
    admitNames: 'required',
    admitEmails: 'optional',
    ticketTypes: types.map(([typeId, typeName, priceMinor]) => ticketType({ id: typeId, groupId: id, name: typeName, priceMinor })),
  });

export const museumMembershipEvent = () =>
  eventDetail({
    id: 'ev-membership',
    name: 'Museum Membership',
    eventType: 'membership',
    ticketGroups: [
      group('tg-individual', 'Individual', [['tt-member', 'Member', 7500]]),
      group('tg-dual', 'Dual', [['tt-dual-member', 'Member', 6000]]),
      group('tg-family', 'Family', [
        ['tt-household', 'Household', 15000],
        ['tt-adult', 'Adult', 0],
        ['tt-child', 'Child', 0],
      ]),
    ],
  });

/** Individual and Family offer auto-renew here; Dual does not. */
const offersAutoRenew = new Set(['tg-individual', 'tg-family']);

const rule = (groupId: string, ticketTypeId: string, named: MembershipRule['named'], min: number, max: number | null): MembershipRule => ({
  id: `rule-${ticketTypeId}`,
  ticketTypeId,
  groupId,
  partyRole: ticketTypeId,
  named,
  min,
  max,
  autoRenewAvailable: offersAutoRenew.has(groupId),
});

export const museumRules: MembershipRule[] = [
  rule('tg-individual', 'tt-member', 'yes', 1, 1),
  rule('tg-dual', 'tt-dual-member', 'yes', 2, 2),
  rule('tg-family', 'tt-household', 'no', 1, 1),
  rule('tg-family', 'tt-adult', 'yes', 1, 2),
  rule('tg-family', 'tt-child', 'no', 0, 4),
];
