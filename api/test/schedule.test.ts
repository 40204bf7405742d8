/** Scheduled payments (spec 02 §4): the parts of a cart's price and their states, without a database. */
import { dueNow, paymentPlanOf, scheduleParts } from '../src/checkout/payments/schedule';

const NOW = new Date('2030-06-14T16:00:00.000Z');
const CART = '6f1c2a9e-0000-4000-8000-000000000001';
const plan = { depositPercent: 25, balanceDueDaysBefore: 7 };
const at = (iso: string) => new Date(iso);

describe('scheduled payments', () => {
  it('reads a plan from event config, ignoring malformed ones', () => {
    expect(paymentPlanOf({ web: { payment_plan: { deposit_percent: 20, balance_due_days_before: 14 } } })).toEqual({
      depositPercent: 20,
      balanceDueDaysBefore: 14,
    });
    expect(paymentPlanOf({ web: { payment_plan: { deposit_percent: 100, balance_due_days_before: 14 } } })).toBeNull();
    expect(paymentPlanOf({ web: { payment_plan: { deposit_percent: 20, balance_due_days_before: -1 } } })).toBeNull();
    expect(paymentPlanOf({})).toBeNull();
  });

  it('a deposit at booking (rounded) plus other events in full, then one part per balance date', () => {
    const parts = scheduleParts(
      CART,
      [
        { amountMinor: 3333, plan, firstSessionStart: at('2030-07-20T14:00:00Z') },
        { amountMinor: 1000, plan: null, firstSessionStart: at('2030-06-15T14:00:00Z') },
      ],
      NOW,
      0,
      NOW,
    );
    expect(parts.map((p) => [p.amountMinor, p.dueDate.toISOString(), p.status])).toEqual([
      [833 + 1000, NOW.toISOString(), 'overdue'],
      [2500, '2030-07-13T14:00:00.000Z', 'upcoming'],
    ]);
    expect(parts[1]?.holdUntil?.toISOString()).toBe('2030-07-20T14:00:00.000Z');
    expect(dueNow(parts, 4333, NOW)).toBe(1833);
  });

  it('the balance falls due venue-local calendar days before the session, across a DST change', () => {
    // New York moves to summer time on 2030-03-10: 7 days before 2030-03-12 10:00 EDT is
    // 2030-03-05 10:00 EST (15:00Z), not 7 × 24 h earlier (14:00Z).
    const parts = scheduleParts(
      CART,
      [{ amountMinor: 4000, plan, firstSessionStart: at('2030-03-12T14:00:00Z'), timezone: 'America/New_York' }],
      at('2030-01-01T00:00:00Z'),
      0,
      at('2030-01-01T00:00:00Z'),
    );
    expect(parts[1]?.dueDate.toISOString()).toBe('2030-03-05T15:00:00.000Z');
  });

  it('payments are allocated in due order; a part is overdue from one second before its due date', () => {
    const shares = [{ amountMinor: 4000, plan, firstSessionStart: at('2030-07-20T14:00:00Z') }];
    const booked = at('2030-06-14T16:05:00Z');
    const paid = scheduleParts(CART, shares, booked, 1000, at('2030-07-13T13:59:58Z'));
    expect(paid.map((p) => p.status)).toEqual(['paid', 'upcoming']);
    expect(scheduleParts(CART, shares, booked, 1000, at('2030-07-13T13:59:59.500Z')).map((p) => p.status)).toEqual(['paid', 'overdue']);
    expect(scheduleParts(CART, shares, booked, 4000, at('2030-07-14T00:00:00Z')).map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(dueNow(paid, 3000, at('2030-07-01T00:00:00Z'))).toBe(0);
    expect(dueNow(paid, 3000, at('2030-07-13T14:00:00Z'))).toBe(3000);
  });

  it('no schedule when the balance date has passed at booking, or without a plan: all is due now', () => {
    const soon = [{ amountMinor: 4000, plan, firstSessionStart: at('2030-06-18T14:00:00Z') }];
    expect(scheduleParts(CART, soon, NOW, 0, NOW)).toEqual([]);
    expect(scheduleParts(CART, [{ amountMinor: 4000, plan: null, firstSessionStart: null }], NOW, 0, NOW)).toEqual([]);
    expect(dueNow([], 4000, NOW)).toBe(4000);
  });
});
