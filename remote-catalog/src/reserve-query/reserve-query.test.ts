import { ticketType } from '@storefront/shared/testing';
import { parseQuantity, parseReserveMode, parseReserveQuery, resolveQuantities } from './reserve-query';

describe('reserve query parsing', () => {
  it('reads every parameter', () => {
    const q = parseReserveQuery(new URLSearchParams('select=adult&price=12.50&code=A,%20B&session=next&reserve=warn&quantity=adult:2,Child'));
    expect(q).toEqual({
      select: 'adult',
      price: 1250,
      codes: ['A', 'B'],
      session: 'next',
      date: null,
      reserve: 'warn',
      quantity: [
        { key: 'adult', count: 2 },
        { key: 'Child', count: null },
      ],
    });
    expect(parseReserveQuery({ date: '2026-11-23' }).date).toBe('2026-11-23');
  });

  it('reserve: false, true, warn, strict; any other truthy value is true', () => {
    expect(parseReserveMode(null)).toBe(false);
    expect(parseReserveMode('false')).toBe(false);
    expect(parseReserveMode('true')).toBe(true);
    expect(parseReserveMode('yes')).toBe(true);
    expect(parseReserveMode('1')).toBe(true);
    expect(parseReserveMode('warn')).toBe('warn');
    expect(parseReserveMode('strict')).toBe('strict');
  });

  it('quantity: ids or names, each optionally with :n', () => {
    expect(parseQuantity('a:3, b ,c:0')).toEqual([
      { key: 'a', count: 3 },
      { key: 'b', count: null },
      { key: 'c', count: 0 },
    ]);
  });

  it('resolves types by id or name; select defaults to 1; unknown names are reported', () => {
    const types = [ticketType({ id: 'adult', name: 'Adult' }), ticketType({ id: 'child', name: 'Child' })];
    expect(resolveQuantities(types, { select: 'child', quantity: [{ key: 'Adult', count: 2 }, { key: 'Dog', count: 1 }] })).toEqual({
      counts: { adult: 2, child: 1 },
      missing: ['Dog'],
    });
    expect(resolveQuantities(types, { select: 'adult', quantity: [{ key: 'adult', count: 3 }] }).counts).toEqual({ adult: 3 });
  });
});
