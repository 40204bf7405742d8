import type { ApiCart } from '@storefront/shared/wire';
import { catalogFixture } from './catalog-fixtures';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { FREE, pay } from './pay-helpers';

describe.each(databaseKinds)('reservation rules (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const k = catalogFixture(t);

  const modify = (browser: Browser, body: Record<string, unknown>, cartId?: string) =>
    browser.post<ApiCart>(cartId ? `/api/my/cart/${cartId}/modify` : '/api/my/cart/modify', body);
  const reserve = (browser: Browser, items: unknown[], extra: Record<string, unknown> = {}) =>
    modify(browser, { reserve: { tickets: items, ...extra } });

  describe('group capacity and sales window', () => {
    it('ticket_group_capacity_exceeded, then ticket_group_sold_out, with held tickets counting until they expire', async () => {
      const { adult, child } = k.c.lab.types;
      expect((await reserve(new Browser(t.app), tickets(adult, k.c.lab.s1, 2))).status).toBe(200);
      // Group capacity 3 across sessions: 1 left although s2 has 10 places.
      const over = expectError(await reserve(new Browser(t.app), tickets(child, k.c.lab.s2, 2)), 409, 'ticket_group_capacity_exceeded', 'reserve');
      expect(over._extra).toMatchObject({ ticket_group_id: k.c.lab.groups.timed, available: 1, requested: 2 });
      expect((await reserve(new Browser(t.app), tickets(child, k.c.lab.s2, 1))).status).toBe(200);
      expectError(await reserve(new Browser(t.app), tickets(adult, k.c.lab.s2, 1)), 409, 'ticket_group_sold_out', 'reserve');
      t.clock.advance(901);
      expect((await reserve(new Browser(t.app), tickets(adult, k.c.lab.s2, 3))).status).toBe(200);
    });

    it('flexible groups reserve without a session, within their group capacity', async () => {
      const visitor = new Browser(t.app);
      const res = await reserve(visitor, [{ ticket_type_id: k.c.lab.types.flex }, { ticket_type_id: k.c.lab.types.flex }]);
      expect(res.status).toBe(200);
      expect(res.body.tickets[0]).toMatchObject({ event_session_id: null, face_value: '30.00', valid_from: t.clock.now().toISOString() });
      expect(res.body.tickets[0]?.valid_to).toBe('2030-12-14T16:00:00.000Z');
      expectError(await reserve(new Browser(t.app), [{ ticket_type_id: k.c.lab.types.flex }]), 409, 'ticket_group_sold_out');
      expectError(
        await reserve(new Browser(t.app), tickets(k.c.lab.types.flex, k.c.lab.s1, 1)),
        400,
        'session_not_allowed',
        'reserve',
      );
      expectError(await reserve(new Browser(t.app), [{ ticket_type_id: k.c.lab.types.adult }]), 400, 'session_required');
    });

    it('a group past its sales window is not on sale', async () => {
      expectError(await reserve(new Browser(t.app), tickets(k.c.lab.types.early, k.c.lab.s1, 1)), 409, 'ticket_group_not_on_sale', 'reserve');
    });

    it('tickets of a group excluded from the event capacity do not take session places', async () => {
      await reserve(new Browser(t.app), tickets(k.c.lab.types.carer, k.c.lab.s1, 6));
      expect((await reserve(new Browser(t.app), tickets(k.c.lab.types.give10, k.c.lab.s1, 5))).status).toBe(200);
      expectError(await reserve(new Browser(t.app), tickets(k.c.lab.types.give10, k.c.lab.s1, 1)), 409, 'event_session_sold_out');
    });

    it('the session surcharge is charged on fixed prices', async () => {
      const res = await reserve(new Browser(t.app), tickets(k.c.lab.types.adult, k.c.lab.s2, 1));
      expect(res.body.tickets[0]?.face_value).toBe('23.00');
    });
  });

  describe('members', () => {
    it('members-only groups only for current members of an allowed level', async () => {
      const item = tickets(k.c.lab.types.member, k.c.lab.s1, 1);
      expectError(await reserve(new Browser(t.app), item), 403, 'membership_required', 'reserve');
      expectError(await reserve(await k.signIn('silver'), item), 403, 'membership_required');
      expectError(await reserve(await k.signIn('expired'), item), 403, 'membership_required');
      expect((await reserve(await k.signIn('gold'), item)).status).toBe(200);
    });

    it('member_limit_exceeded when member tickets for one event pass the membership limit', async () => {
      const gold = await k.signIn('gold');
      const cart = await reserve(gold, tickets(k.c.lab.types.member, k.c.lab.s1, 2));
      expect(cart.status).toBe(200);
      const over = expectError(
        await modify(gold, { reserve: { tickets: tickets(k.c.lab.types.member, k.c.lab.s2, 1) } }, cart.body.id),
        422,
        'member_limit_exceeded',
        'reserve',
      );
      expect(over._extra).toMatchObject({ member_event_purchase_limit: 2, requested: 3 });
      expect(over._description).toBe('Your membership includes 2 member tickets per event.');
      // Booked member tickets count too.
      expect((await gold.post(`/api/my/cart/${cart.body.id}/checkout`, {})).status).toBe(200);
      const done = await pay(t.app, gold, cart.body.id, FREE);
      expect(done.body.state).toBe('completed');
      expectError(await reserve(gold, tickets(k.c.lab.types.member, k.c.lab.s2, 1)), 422, 'member_limit_exceeded');
    });

    it('a members-only event needs a current membership', async () => {
      const item = tickets(k.c.membersEvent.typeId, k.c.membersEvent.sessionId, 1);
      expectError(await reserve(new Browser(t.app), item), 403, 'membership_required', 'reserve');
      expectError(await reserve(await k.signIn('expired'), item), 403, 'membership_required');
      expect((await reserve(await k.signIn('silver'), item)).status).toBe(200);
    });
  });

  describe('amounts, admit details and surveys', () => {
    it('flexible prices need a face value within min and max (422 validation_failed)', async () => {
      const item = (face_value?: string) => [{ ticket_type_id: k.c.lab.types.giveAny, ...(face_value ? { face_value } : {}) }];
      const missing = expectError(await reserve(new Browser(t.app), item()), 422, 'validation_failed', 'reserve');
      expect(missing._extra).toMatchObject({ field: 'face_value', currency_amount_min: 500, currency_amount_max: 10000 });
      const low = expectError(await reserve(new Browser(t.app), item('4.99')), 422, 'validation_failed');
      expect(low._description).toBe('Value entered is outside min/max');
      expectError(await reserve(new Browser(t.app), item('100.01')), 422, 'validation_failed');
      const ok = await reserve(new Browser(t.app), item('42.5'));
      expect(ok.body.tickets[0]?.face_value).toBe('42.50');
      expect(ok.body.cart_fees.grand_totals.total).toBe('42.50');
      // Fixed prices ignore a face value.
      const fixed = await reserve(new Browser(t.app), [{ ticket_type_id: k.c.lab.types.give10, face_value: '1.00' }]);
      expect(fixed.body.tickets[0]?.face_value).toBe('10.00');
    });

    const answers = { level: 'Beginner', age: '30', email: 'ada@example.com', camera: 'Leica M6' };
    const workshop = (extra: Record<string, unknown> = {}) => [
      { ticket_type_id: k.c.lab.types.workshop, event_session_id: k.c.lab.s1, admit_name: 'Ada Lovelace', ...extra },
    ];

    it('admit names are required when the group says so; admit e-mails must be valid', async () => {
      const info = { additional_info: { [k.c.lab.groups.workshop]: answers } };
      const res = await reserve(new Browser(t.app), workshop({ admit_name: ' ' }), info);
      expect(expectError(res, 422, 'validation_failed', 'admit_details')._extra).toMatchObject({ field: 'admit_name' });
      expectError(await reserve(new Browser(t.app), workshop({ admit_email: 'nope' }), info), 422, 'validation_failed', 'admit_details');
      const ok = await reserve(new Browser(t.app), workshop({ admit_email: 'ada@example.com' }), info);
      expect(ok.body.tickets[0]).toMatchObject({ admit_name: 'Ada Lovelace', admit_email: 'ada@example.com' });
    });

    it('survey answers are checked against the group spec: required, enum, integer bounds, e-mail', async () => {
      const group = k.c.lab.groups.workshop;
      const send = (given: Record<string, unknown> | undefined) =>
        reserve(new Browser(t.app), workshop(), given === undefined ? {} : { additional_info: { [group]: given } });
      const none = expectError(await send(undefined), 422, 'additional_info_validation_failed', 'additional_info');
      expect(none._extra).toMatchObject({ ticket_group_id: group });
      expect(none._description).toBe('Level is required; Camera is required');
      expectError(await send({ ...answers, camera: ' , ' }), 422, 'additional_info_validation_failed');
      expectError(await send({ ...answers, level: 'Expert' }), 422, 'additional_info_validation_failed');
      const young = expectError(await send({ ...answers, age: 12 }), 422, 'additional_info_validation_failed');
      expect(young._description).toBe('Age must be at least 16');
      expectError(await send({ ...answers, age: '30.5' }), 422, 'additional_info_validation_failed');
      expectError(await send({ ...answers, email: 'not-mail' }), 422, 'additional_info_validation_failed');
      const ok = await send({ level: 'Advanced', camera: 'Leica', age: '' });
      expect(ok.status).toBe(200);
      expect((await send(answers)).status).toBe(200);
    });
  });

  describe('code-required groups', () => {
    const item = () => tickets(k.c.lab.types.secret, k.c.lab.s1, 1);

    it('answers rule_blocks_reserve with block_reason code_required without the code', async () => {
      const res = await reserve(new Browser(t.app), item());
      const error = expectError(res, 422, 'rule_blocks_reserve', 'checkout_rules');
      expect(error._extra).toMatchObject({ block_reason: 'code_required', ticket_group_id: k.c.lab.groups.secret });
      expect(error._description).toBe('A code is required to book Secret. Please enter your code to continue.');
    });

    it('reserves with the code in apply_code_before; a wrong code is code_not_found', async () => {
      const visitor = new Browser(t.app);
      const wrong = await modify(visitor, { apply_code_before: { codes: ['NOPE'] }, reserve: { tickets: item() } });
      expect(expectError(wrong, 400, 'code_not_found', 'code')._extra).toEqual({ code: 'NOPE' });
      const ok = await modify(visitor, { apply_code_before: { codes: [' opensesame '] }, reserve: { tickets: item() } });
      expect(ok.status).toBe(200);
      // Unlocked for this cart from now on.
      expect((await modify(visitor, { reserve: { tickets: item() } }, ok.body.id)).status).toBe(200);
      // Other groups are not affected by a code.
      expect((await modify(visitor, { apply_code_before: { codes: ['OPENSESAME'] }, reserve: { tickets: tickets(k.c.lab.types.adult, k.c.lab.s1, 1) } })).status).toBe(200);
    });
  });
});
