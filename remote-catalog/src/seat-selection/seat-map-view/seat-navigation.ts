import type { Seat } from '@storefront/shared';

/** What an arrow, Home or End key asks of the keyboard-focused seat. */
export type SeatMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

interface RowPlace {
  /** The seat's row (section and row), left to right on screen. */
  row: readonly Seat[];
  index: number;
}

/**
 * A row's seats left to right: each block follows its previous/next chain (oriented so it
 * runs left to right on screen); the blocks, split by aisles, are ordered by their left end.
 */
function orderRow(seats: Seat[]): Seat[] {
  const byName = new Map(seats.map((seat) => [seat.name, seat]));
  const placed = new Set<Seat>();
  const blocks: Seat[][] = [];
  const follow = (first: Seat) => {
    const block: Seat[] = [];
    for (let seat: Seat | undefined = first; seat && !placed.has(seat); seat = seat.next ? byName.get(seat.next) : undefined) {
      placed.add(seat);
      block.push(seat);
    }
    if (block.length > 1 && block[0]!.x > block.at(-1)!.x) block.reverse();
    blocks.push(block);
  };
  for (const seat of seats) if (!seat.previous || !byName.has(seat.previous)) follow(seat);
  // Chains that loop or point outside the row: the rest in order of x.
  for (const seat of [...seats].sort((a, b) => a.x - b.x)) if (!placed.has(seat)) follow(seat);
  return blocks.sort((a, b) => a[0]!.x - b[0]!.x).flat();
}

/**
 * Keyboard moves between seats (issue 15): Left/Right along the row's neighbours (across an
 * aisle to the next block of the same row), Up/Down to the nearest row above or below, Home/End
 * to the row's ends. Dimmed seats are skipped. Built once per map; `move` is cheap.
 */
export class SeatNavigation {
  readonly #places = new Map<string, RowPlace>();
  readonly #rows: Seat[][] = [];

  constructor(seats: readonly Seat[]) {
    const rows = new Map<string, Seat[]>();
    for (const seat of seats) {
      const key = `${seat.section}\u0000${seat.row}`;
      const row = rows.get(key);
      if (row) row.push(seat);
      else rows.set(key, [seat]);
    }
    for (const unordered of rows.values()) {
      const row = orderRow(unordered);
      this.#rows.push(row);
      row.forEach((seat, index) => this.#places.set(seat.id, { row, index }));
    }
  }

  /** The seat `move` leads to from `from`, or null when there is none (the focus stays). */
  move(from: Seat, move: SeatMove, isDimmed: (seat: Seat) => boolean): Seat | null {
    const place = this.#places.get(from.id);
    if (!place) return null;
    const { row, index } = place;
    const firstUsable = (seats: readonly Seat[]) => seats.find((seat) => !isDimmed(seat)) ?? null;
    switch (move) {
      case 'right':
        return firstUsable(row.slice(index + 1));
      case 'left':
        return firstUsable(row.slice(0, index).reverse());
      case 'home':
        return firstUsable(row);
      case 'end':
        return firstUsable([...row].reverse());
      case 'up':
      case 'down':
        return this.#nearestRowSeat(from, row, move === 'up' ? -1 : 1, isDimmed);
    }
  }

  /**
   * In every other row, the usable seat nearest in x; of those lying in `direction` (by y),
   * the nearest in y, and among rows about as near (within a seat's width), the nearest in x.
   */
  #nearestRowSeat(from: Seat, ownRow: readonly Seat[], direction: -1 | 1, isDimmed: (seat: Seat) => boolean): Seat | null {
    let best: Seat | null = null;
    let bestDy = Infinity;
    let bestDx = Infinity;
    const sameDistance = 2 * from.r;
    for (const row of this.#rows) {
      if (row === ownRow) continue;
      let candidate: Seat | null = null;
      for (const seat of row) {
        if (!isDimmed(seat) && (!candidate || Math.abs(seat.x - from.x) < Math.abs(candidate.x - from.x))) candidate = seat;
      }
      if (!candidate) continue;
      const dy = (candidate.y - from.y) * direction;
      if (dy <= 0) continue;
      const dx = Math.abs(candidate.x - from.x);
      const nearer = dy < bestDy - sameDistance || (Math.abs(dy - bestDy) <= sameDistance && dx < bestDx);
      if (nearer) {
        best = candidate;
        bestDy = dy;
        bestDx = dx;
      }
    }
    return best;
  }
}
