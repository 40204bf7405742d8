import { session, ticketGroup } from '../reservation/test-fixtures';
import { AT_LEAST_ONE_TICKET, QuantitySelection } from './quantity-selection';

const general = () => ticketGroup({ id: 'ga', name: 'General', ticketTypes: [{ id: 'adult', priceMinor: 2500 }, { id: 'child', priceMinor: 1000 }] });
const family = (min = 3) => ticketGroup({ id: 'fam', name: 'Family', minPerOrder: min, ticketTypes: [{ id: 'family', priceMinor: 0 }] });

describe('QuantitySelection', () => {
  it('counts tickets, totals by list price or given prices, lists non-zero counts and groups', () => {
    const s = new QuantitySelection({ groups: [general(), family()] });
    s.increment('adult');
    s.increment('adult');
    s.increment('child');
    expect(s.ticketCount).toBe(3);
    expect(s.totalMinor()).toBe(6000);
    expect(s.totalMinor({ adult: 3000 })).toBe(7000);
    s.decrement('child');
    expect(s.byType).toEqual({ adult: 2 });
    expect(s.groupsWithTickets.map((g) => g.id)).toEqual(['ga']);
  });

  it('a single-type group increments from 0 to its minimum and decrements from it to 0', () => {
    const s = new QuantitySelection({ groups: [family(3)] });
    s.increment('family');
    expect(s.count('family')).toBe(3);
    s.increment('family');
    expect(s.count('family')).toBe(4);
    s.decrement('family');
    s.decrement('family');
    expect(s.count('family')).toBe(0);
  });

  it('disables + when the next step would pass the cap (the single-type minimum included)', () => {
    const s = new QuantitySelection({ groups: [family(3)], session: session({ available: 2 }) });
    expect(s.canIncrement('family')).toBe(false);
    s.setSession(session({ available: 3 }));
    expect(s.canIncrement('family')).toBe(true);
    s.increment('family');
    expect(s.canIncrement('family')).toBe(false);
  });

  it('no increment when the remaining capacity is 0', () => {
    const s = new QuantitySelection({ groups: [general()], session: session({ available: 0 }) });
    expect(s.canIncrement('adult')).toBe(false);
    s.increment('adult');
    expect(s.count('adult')).toBe(0);
  });

  it('disables − at zero and below a type minimum', () => {
    const s = new QuantitySelection({ groups: [general()], bounds: { child: { min: 1, max: 3 } } });
    expect(s.canDecrement('adult')).toBe(false);
    expect(s.count('child')).toBe(1);
    expect(s.canDecrement('child')).toBe(false);
    s.increment('child');
    expect(s.canDecrement('child')).toBe(true);
  });

  it('exactly-one mode blocks − and allows only one ticket', () => {
    const s = new QuantitySelection({ groups: [general()], exactlyOne: true });
    s.increment('adult');
    expect(s.count('adult')).toBe(1);
    expect(s.canDecrement('adult')).toBe(false);
    expect(s.canIncrement('adult')).toBe(false);
    expect(s.canIncrement('child')).toBe(false);
    s.set('child', 1);
    expect(s.byType).toEqual({ child: 1 });
  });

  it('hides a bounded type whose min equals its max', () => {
    const s = new QuantitySelection({ groups: [general()], bounds: { adult: { min: 2, max: 2 } } });
    expect(s.isHidden('adult')).toBe(true);
    expect(s.isHidden('child')).toBe(false);
    expect(s.count('adult')).toBe(2);
  });

  it('set clamps to 0..cap', () => {
    const s = new QuantitySelection({ groups: [ticketGroup({ id: 'g', maxPerOrder: 4, ticketTypes: [{ id: 'a' }, { id: 'b' }] })] });
    s.set('a', 9);
    expect(s.count('a')).toBe(4);
    s.set('a', -2);
    expect(s.count('a')).toBe(0);
    s.set('unknown', 2);
    expect(s.byType).toEqual({});
  });

  it('caps member types by the allowances with wildcard overflow', () => {
    const m = ticketGroup({ id: 'm', memberLevels: ['Gold'], ticketTypes: [{ id: 'ma', name: 'Member Adult' }, { id: 'mc', name: 'Member Child' }] });
    const s = new QuantitySelection({ groups: [m], memberAllowances: { 'Member Adult': 1, '*': 1 } });
    s.increment('ma');
    s.increment('ma');
    expect(s.canIncrement('ma')).toBe(false);
    expect(s.canIncrement('mc')).toBe(false);
    s.decrement('ma');
    expect(s.canIncrement('mc')).toBe(true);
    s.setMemberAllowances({});
    expect(s.capFor('ma')).toBe(1000);
  });

  it('validates: at least one ticket, then group min/max per order', () => {
    const s = new QuantitySelection({ groups: [ticketGroup({ id: 'g', name: 'Groups', minPerOrder: 2, ticketTypes: [{ id: 'a' }, { id: 'b' }] })] });
    expect(s.validate()).toBe(false);
    expect(s.error).toBe(AT_LEAST_ONE_TICKET);
    expect(AT_LEAST_ONE_TICKET).toBe('Please select at least one ticket to continue.');
    s.increment('a');
    expect(s.error).toBeNull();
    expect(s.validate()).toBe(false);
    expect(s.error).toBe('Please select at least 2 tickets for Groups.');
    s.increment('b');
    expect(s.validate()).toBe(true);
  });

  it('reset clears the counts; setGroups drops types no longer offered', () => {
    const s = new QuantitySelection({ groups: [general(), family()] });
    s.set('adult', 2);
    s.set('family', 3);
    s.setGroups([general()]);
    expect(s.byType).toEqual({ adult: 2 });
    s.reset();
    expect(s.ticketCount).toBe(0);
  });

  it('totals Σ quantity × shown price: with each ticket\'s fees only when including fees (spec 01 §9)', () => {
    const withFees = ticketGroup({ id: 'ga', ticketTypes: [{ id: 'adult', priceMinor: 2500, feesMinor: 150 }, { id: 'child', priceMinor: 1000, feesMinor: 50 }] });
    const s = new QuantitySelection({ groups: [withFees] });
    s.set('adult', 2);
    s.set('child', 1);
    expect(s.totalMinor(undefined, true)).toBe(2 * 2650 + 1050);
    expect(s.totalMinor(undefined, false)).toBe(2 * 2500 + 1000);
    expect(s.totalMinor()).toBe(6000);
    expect(s.totalMinor({ adult: 3000 }, true)).toBe(2 * 3150 + 1050);
    expect(s.feesMinor).toBe(350);
    expect(s.feesByType).toEqual({ adult: 150, child: 50 });
  });
});
