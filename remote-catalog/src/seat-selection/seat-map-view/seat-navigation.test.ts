import type { Seat } from '@storefront/shared';
import { SeatNavigation } from './seat-navigation';

/** A row's blocks of seat counts left to right (an aisle between blocks), at height y; x grows by 20, 40 across an aisle. */
function row(section: string, letter: string, y: number, blocks: number[], { rightToLeft = false, bend = 0 } = {}): Seat[] {
  const seats: Seat[] = [];
  let number = 1;
  let x = 20;
  for (const count of blocks) {
    const block: Seat[] = [];
    for (let i = 0; i < count; i++, number++, x += 20) {
      block.push({ id: `${section}-${letter}${number}`, name: `${section} ${letter}${number}`, section, row: letter, number: String(number), x, y, r: 8, groupIds: [], previous: null, next: null });
    }
    x += 20;
    block.forEach((seat, i) => {
      seat.previous = block[i - 1]?.name ?? null;
      seat.next = block[i + 1]?.name ?? null;
    });
    seats.push(...block);
  }
  if (rightToLeft) {
    // Numbered from the right: seat 1 sits at the largest x.
    const xs = seats.map((s) => s.x).reverse();
    seats.forEach((seat, i) => (seat.x = xs[i]!));
  }
  // Rows bend towards the stage at their ends (the theatre's): the ends sit higher.
  const centre = (seats[0]!.x + seats.at(-1)!.x) / 2;
  for (const seat of seats) seat.y -= bend * ((seat.x - centre) / (centre - 20)) ** 2;
  return seats;
}

const undimmed = () => false;
const names = (nav: SeatNavigation, from: Seat, moves: Parameters<SeatNavigation['move']>[1][], isDimmed = undimmed) => {
  const visited: string[] = [];
  let at: Seat | null = from;
  for (const move of moves) {
    at = nav.move(at!, move, isDimmed) ?? at;
    visited.push(at!.name);
  }
  return visited;
};

describe('left and right', () => {
  const seats = row('Stalls', 'C', 100, [2, 3]);
  const nav = new SeatNavigation(seats);
  const c = (n: number) => seats.find((s) => s.name === `Stalls C${n}`)!;

  it('follow the neighbours, cross the aisle to the same row, and stop at the ends', () => {
    expect(names(nav, c(1), ['right', 'right', 'right', 'right', 'right'])).toEqual(['Stalls C2', 'Stalls C3', 'Stalls C4', 'Stalls C5', 'Stalls C5']);
    expect(nav.move(c(1), 'left', undimmed)).toBeNull();
    expect(names(nav, c(3), ['left', 'left'])).toEqual(['Stalls C2', 'Stalls C1']);
  });

  it('skip dimmed seats', () => {
    const dimmed = (seat: Seat) => seat.name === 'Stalls C2' || seat.name === 'Stalls C3';
    expect(nav.move(c(1), 'right', dimmed)?.name).toBe('Stalls C4');
    expect(nav.move(c(4), 'left', dimmed)?.name).toBe('Stalls C1');
    expect(nav.move(c(5), 'home', (seat) => seat.name === 'Stalls C1')?.name).toBe('Stalls C2');
  });

  it('Home and End go to the row ends', () => {
    expect(nav.move(c(3), 'home', undimmed)?.name).toBe('Stalls C1');
    expect(nav.move(c(3), 'end', undimmed)?.name).toBe('Stalls C5');
  });

  it('run left to right on screen when the row is numbered from the right', () => {
    const reversed = row('Balcony', 'A', 50, [3], { rightToLeft: true });
    const rnav = new SeatNavigation(reversed);
    const a1 = reversed.find((s) => s.name === 'Balcony A1')!;
    expect(rnav.move(a1, 'right', undimmed)).toBeNull();
    expect(rnav.move(a1, 'left', undimmed)?.name).toBe('Balcony A2');
  });
});

describe('up and down', () => {
  // Three bent rows 26 apart (A at the top), a balcony row far below.
  const a = row('Stalls', 'A', 100, [3, 6, 3], { bend: 18 });
  const b = row('Stalls', 'B', 126, [3, 6, 3], { bend: 18 });
  const c = row('Stalls', 'C', 152, [3, 6, 3], { bend: 18 });
  const balcony = row('Balcony', 'A', 400, [4]);
  const nav = new SeatNavigation([...a, ...b, ...c, ...balcony]);
  const seat = (name: string) => [...a, ...b, ...c, ...balcony].find((s) => s.name === name)!;

  it('go to the seat nearest in x in the nearest row, even at a bent row end', () => {
    expect(nav.move(seat('Stalls B5'), 'up', undimmed)?.name).toBe('Stalls A5');
    expect(nav.move(seat('Stalls B5'), 'down', undimmed)?.name).toBe('Stalls C5');
    // B12's end bends up past the middle of row A's height band, yet up is A12, not a middle seat of A.
    expect(nav.move(seat('Stalls B12'), 'up', undimmed)?.name).toBe('Stalls A12');
    expect(nav.move(seat('Stalls C1'), 'down', undimmed)?.name).toBe('Balcony A1');
  });

  it('stop at the top and bottom rows', () => {
    expect(nav.move(seat('Stalls A4'), 'up', undimmed)).toBeNull();
    expect(nav.move(seat('Balcony A2'), 'down', undimmed)).toBeNull();
  });

  it('skip dimmed seats and fully dimmed rows', () => {
    expect(nav.move(seat('Stalls C5'), 'up', (s) => s.name === 'Stalls B5')?.name).toMatch(/^Stalls B(4|6)$/);
    expect(nav.move(seat('Stalls C5'), 'up', (s) => s.row === 'B' && s.section === 'Stalls')?.name).toBe('Stalls A5');
  });
});
