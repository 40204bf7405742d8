import type { Seat } from '@storefront/shared';
import { SeatIndex } from './seat-index';

const seat = (id: string, x: number, y: number, r = 8): Seat => ({
  id,
  name: id,
  section: 'Stalls',
  row: 'A',
  number: id,
  x,
  y,
  r,
  groupIds: [],
  previous: null,
  next: null,
});

describe('SeatIndex.seatAt', () => {
  const seats = [seat('a', 20, 20), seat('b', 36, 20), seat('c', 500, 400, 12)];
  const index = new SeatIndex(seats);

  it('finds the seat a point falls within', () => {
    expect(index.seatAt({ x: 22, y: 25 })?.id).toBe('a');
    expect(index.seatAt({ x: 508, y: 393 })?.id).toBe('c');
  });

  it('picks the nearest centre where two seats reach', () => {
    expect(index.seatAt({ x: 27, y: 20 })?.id).toBe('a');
    expect(index.seatAt({ x: 29, y: 20 })?.id).toBe('b');
  });

  it('finds nothing between seats, unless the tolerance reaches one', () => {
    expect(index.seatAt({ x: 20, y: 31 })).toBeNull();
    expect(index.seatAt({ x: 20, y: 31 }, 4)?.id).toBe('a');
    expect(index.seatAt({ x: -500, y: 9000 })).toBeNull();
  });

  it('copes with no seats', () => {
    expect(new SeatIndex([]).seatAt({ x: 0, y: 0 })).toBeNull();
  });

  it('hit-tests 10,000 seats in well under a millisecond a click', () => {
    const many: Seat[] = [];
    for (let row = 0; row < 100; row++) for (let n = 0; n < 100; n++) many.push(seat(`${row}-${n}`, 10 + n * 9, 10 + row * 9, 3));
    const big = new SeatIndex(many);
    const clicks = 2000;
    const started = performance.now();
    let found = 0;
    for (let i = 0; i < clicks; i++) if (big.seatAt({ x: 11 + 9 * ((i * 37) % 100), y: 9 + 9 * ((i * 53) % 100) })) found++;
    const perClick = (performance.now() - started) / clicks;
    expect(found).toBe(clicks); // every click above lands within a seat
    expect(big.seatAt({ x: 10 + 42 * 9, y: 10 + 17 * 9 })?.id).toBe('17-42');
    expect(perClick).toBeLessThan(0.1);
  });
});
