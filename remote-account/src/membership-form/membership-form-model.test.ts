import { MEMBERSHIP_FORM_MESSAGES } from '@storefront/shared/validation';
import { myMembership } from '../membership-details/membership-test-helpers';
import { MembershipFormModel, fieldIds } from './membership-form-model';
import { membershipLevels, splitAdmitName, UNBOUNDED_ROLE_MAX } from './membership-levels';
import { museumMembershipEvent, museumRules } from './test-fixtures';

const levels = (rules = museumRules) => membershipLevels(museumMembershipEvent(), rules, (t) => t.priceMinor);
const model = (o: { gifting?: boolean; buyerEmail?: string | null; only?: string } = {}) =>
  new MembershipFormModel({
    levels: levels().filter((l) => !o.only || l.group.id === o.only),
    gifting: o.gifting ?? false,
    buyerEmail: o.buyerEmail ?? null,
  });
const named = (form: MembershipFormModel, typeId: string, index: number, first: string, last: string, email = '') => {
  form.setMember(typeId, index, 'firstName', first);
  form.setMember(typeId, index, 'lastName', last);
  form.setMember(typeId, index, 'email', email);
};

describe('membershipLevels', () => {
  it("offers the event's membership groups with the roles their rules give, priced with the required members", () => {
    const [individual, dual, family] = levels();
    expect([individual, dual, family].map((l) => [l!.group.name, l!.priceMinor])).toEqual([
      ['Individual', 7500],
      ['Dual', 12000],
      ['Family', 15000],
    ]);
    expect(family!.roles.map((r) => [r.ticketType.name, r.named, r.min, r.max])).toEqual([
      ['Household', false, 1, 1],
      ['Adult', true, 1, 2],
      ['Child', false, 0, 4],
    ]);
  });

  it('counts a role without a maximum up to 10, and leaves out types without a rule', () => {
    const rules = museumRules.map((r) => (r.ticketTypeId === 'tt-child' ? { ...r, max: null } : r)).filter((r) => r.ticketTypeId !== 'tt-household');
    const family = levels(rules)[2]!;
    expect(family.roles.map((r) => [r.ticketType.name, r.max])).toEqual([
      ['Adult', 2],
      ['Child', UNBOUNDED_ROLE_MAX],
    ]);
  });

  it('splits an admit name at its first space', () => {
    expect(splitAdmitName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitAdmitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });
});

describe('MembershipFormModel', () => {
  it('chooses the only level by itself, and none of several', () => {
    expect(model({ only: 'tg-dual' }).levelId).toBe('tg-dual');
    expect(model().levelId).toBeNull();
  });

  it("asks for a level first: 'Please select a membership to continue.'", () => {
    const form = model();
    expect(form.validate()).toBe(fieldIds.level);
    expect(form.errors[fieldIds.level]).toBe('Please select a membership to continue.');
    form.selectLevel('tg-individual');
    expect(form.errors[fieldIds.level]).toBeUndefined();
  });

  it('asks for the names of every named member shown, and focuses the first one missing', () => {
    const form = model();
    form.selectLevel('tg-dual');
    named(form, 'tt-dual-member', 0, 'Ada', 'Lovelace');
    expect(form.validate()).toBe(fieldIds.member('tt-dual-member', 1, 'firstName'));
    expect(form.errors).toEqual({
      [fieldIds.member('tt-dual-member', 1, 'firstName')]: 'Please enter your first name.',
      [fieldIds.member('tt-dual-member', 1, 'lastName')]: 'Please enter your last name.',
    });
  });

  it('adds optional named members, and unnamed counters stay within their min and max', () => {
    const form = model();
    form.selectLevel('tg-family');
    const [household, adult, child] = form.level!.roles;
    expect(form.counts[household!.ticketType.id]).toBe(1);
    expect(form.shownMembers(adult!)).toBe(1);
    form.setOptionalAdded(adult!, 5);
    expect(form.shownMembers(adult!)).toBe(2);
    form.setCount(child!, 7);
    expect(form.counts['tt-child']).toBe(4);
    form.setCount(child!, -1);
    expect(form.counts['tt-child']).toBe(0);
  });

  it("needs at least one member: 'At least one member is required to purchase a membership'", () => {
    const rules = museumRules.map((r) => (r.groupId === 'tg-family' ? { ...r, min: 0 } : r));
    const form = new MembershipFormModel({ levels: levels(rules), gifting: false, buyerEmail: null });
    form.selectLevel('tg-family');
    expect(form.validate()).toBe(fieldIds.members);
    expect(form.errors[fieldIds.members]).toBe(MEMBERSHIP_FORM_MESSAGES.memberRequired);
    form.setCount(form.level!.roles[2]!, 1);
    expect(form.validate()).toBeNull();
  });

  it('reserves one item per member: named ones with their admit name and e-mail, unnamed ones by count', () => {
    const form = model();
    form.selectLevel('tg-family');
    const [, adult, child] = form.level!.roles;
    form.setOptionalAdded(adult!, 1);
    named(form, 'tt-adult', 0, ' Ada ', 'Lovelace', 'ada@example.com');
    named(form, 'tt-adult', 1, 'Charles', 'Babbage');
    form.setCount(child!, 3);
    expect(form.validate()).toBeNull();
    expect(form.reservationItems()).toEqual([
      { ticketTypeId: 'tt-household' },
      { ticketTypeId: 'tt-adult', admitName: 'Ada Lovelace', admitEmail: 'ada@example.com' },
      { ticketTypeId: 'tt-adult', admitName: 'Charles Babbage' },
      { ticketTypeId: 'tt-child' },
      { ticketTypeId: 'tt-child' },
      { ticketTypeId: 'tt-child' },
    ]);
  });

  it('a renewal starts from the previous membership: its level, named members split into first and last, counts', () => {
    const form = model();
    form.prefillFrom(myMembership());
    expect(form.levelId).toBe('tg-family');
    const adult = form.level!.roles[1]!;
    expect(form.shownMembers(adult)).toBe(2);
    expect(form.member('tt-adult', 1)).toEqual({ firstName: 'Charles', lastName: 'Babbage', email: '' });
    expect(form.counts['tt-child']).toBe(2);
    expect(form.prefilled.has(fieldIds.member('tt-adult', 0, 'lastName'))).toBe(true);
    expect(form.prefilled.has(fieldIds.member('tt-adult', 0, 'email'))).toBe(false);
    // Choosing a level starts afresh.
    form.selectLevel('tg-individual');
    expect(form.prefilled.size).toBe(0);
  });

  it('a previous level this event no longer offers leaves the form as it was', () => {
    const form = model();
    form.prefillFrom(myMembership({ level: { ...myMembership().level, ticketGroupId: 'tg-gone' } }));
    expect(form.levelId).toBeNull();
  });

  describe('gifting', () => {
    it("asks for the receiver's e-mail twice, never the buyer's own", () => {
      const form = model({ gifting: true, buyerEmail: 'ada@example.com', only: 'tg-individual' });
      named(form, 'tt-member', 0, 'Grace', 'Hopper');
      expect(form.validate()).toBe(fieldIds.gifteeEmail);
      form.setGiftee('email', 'ADA@example.com');
      form.setGiftee('emailConfirm', 'ada@example.com');
      expect(form.validate()).toBe(fieldIds.gifteeEmail);
      expect(form.errors[fieldIds.gifteeEmail]).toBe(MEMBERSHIP_FORM_MESSAGES.giftToSelf);
      form.setGiftee('email', 'grace@example.com');
      expect(form.validate()).toBe(fieldIds.gifteeEmailConfirm);
      expect(form.errors[fieldIds.gifteeEmailConfirm]).toBe('Email addresses must match.');
      form.setGiftee('emailConfirm', 'grace@example.com');
      expect(form.validate()).toBeNull();
      expect(form.firstNamedMember).toEqual({ firstName: 'Grace', lastName: 'Hopper', email: '' });
    });
  });
});
