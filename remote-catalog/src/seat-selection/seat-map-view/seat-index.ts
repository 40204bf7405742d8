import type { Seat } from '@storefront/shared';
import type { Point } from './viewport';

/**
 * A uniform grid over the seats' centres, so a click looks at the few seats in the cells
 * around it instead of all 10,000. Cells are stored flat (an offset per cell into one array
 * of seat positions): building is two passes, no allocation per seat.
 */
export class SeatIndex {
  readonly #seats: readonly Seat[];
  readonly #cellSize: number;
  readonly #minX: number;
  readonly #minY: number;
  readonly #columns: number;
  readonly #rows: number;
  /** Seats of cell c are #members[#cellStart[c] … #cellStart[c + 1]). */
  readonly #cellStart: Uint32Array;
  readonly #members: Uint32Array;
  readonly #maxRadius: number;

  constructor(seats: readonly Seat[]) {
    this.#seats = seats;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let maxRadius = 0;
    for (const seat of seats) {
      minX = Math.min(minX, seat.x);
      minY = Math.min(minY, seat.y);
      maxX = Math.max(maxX, seat.x);
      maxY = Math.max(maxY, seat.y);
      maxRadius = Math.max(maxRadius, seat.r);
    }
    if (seats.length === 0) minX = minY = maxX = maxY = 0;
    this.#maxRadius = maxRadius;
    // About a seat's width per cell: a hit looks at a 3 × 3 block of cells or little more.
    this.#cellSize = Math.max(2 * maxRadius, 1);
    this.#minX = minX;
    this.#minY = minY;
    this.#columns = Math.floor((maxX - minX) / this.#cellSize) + 1;
    this.#rows = Math.floor((maxY - minY) / this.#cellSize) + 1;
    this.#cellStart = new Uint32Array(this.#columns * this.#rows + 1);
    this.#members = new Uint32Array(seats.length);
    const cells = new Uint32Array(seats.length);
    seats.forEach((seat, i) => {
      const cell = this.#cellOf(seat.x, seat.y);
      cells[i] = cell;
      this.#cellStart[cell + 1]! += 1;
    });
    for (let c = 1; c < this.#cellStart.length; c++) this.#cellStart[c]! += this.#cellStart[c - 1]!;
    const filled = this.#cellStart.slice(0, -1);
    cells.forEach((cell, i) => {
      this.#members[filled[cell]!++] = i;
    });
  }

  #column(x: number): number {
    return Math.min(this.#columns - 1, Math.max(0, Math.floor((x - this.#minX) / this.#cellSize)));
  }

  #row(y: number): number {
    return Math.min(this.#rows - 1, Math.max(0, Math.floor((y - this.#minY) / this.#cellSize)));
  }

  #cellOf(x: number, y: number): number {
    return this.#row(y) * this.#columns + this.#column(x);
  }

  /**
   * The seat nearest to `point` (map units) among those it falls within, each seat's radius
   * widened by `tolerance` (map units: a fingertip is wider than a seat when zoomed out).
   */
  seatAt(point: Point, tolerance = 0): Seat | null {
    const reach = this.#maxRadius + tolerance;
    let best: Seat | null = null;
    let bestDistance = Infinity;
    for (let row = this.#row(point.y - reach); row <= this.#row(point.y + reach); row++) {
      for (let column = this.#column(point.x - reach); column <= this.#column(point.x + reach); column++) {
        const cell = row * this.#columns + column;
        for (let m = this.#cellStart[cell]!; m < this.#cellStart[cell + 1]!; m++) {
          const seat = this.#seats[this.#members[m]!]!;
          const distance = Math.hypot(seat.x - point.x, seat.y - point.y);
          if (distance <= seat.r + tolerance && distance < bestDistance) {
            best = seat;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
