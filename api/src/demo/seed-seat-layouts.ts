/**
 * The demo's seating plans (README "Demo seed"), generated: the Museum Theatre's 'Main
 * auditorium' (about 600 seats, stalls and balcony) and the City Arena's 'Arena bowl' (10,000
 * seats, for scale). A seat's neighbours are the seats beside it in its row and block: an
 * aisle, or the gap between arena sections, breaks the chain. Ranks follow reading order.
 */

export interface SeedSeat {
  /** '<Section> <Row><Number>', unique in the layout. */
  name: string;
  section: string;
  row: string;
  number: string;
  zone: string;
  x: number;
  y: number;
  r: number;
  previous: string | null;
  next: string | null;
  rank: number;
}

export interface SeedSeatLayout {
  key: SeedSeatLayoutKey;
  name: string;
  width: number;
  height: number;
  /** SVG markup drawn under the seats (sanitised by the seed before it is stored). */
  background: string;
  seats: SeedSeat[];
}

export type SeedSeatLayoutKey = 'main-auditorium' | 'arena-bowl';

/** A seat before its neighbours and rank are known. */
type PlacedSeat = Omit<SeedSeat, 'previous' | 'next' | 'rank'>;

const round = (value: number) => Math.round(value * 10) / 10;
const rowLetter = (index: number) => String.fromCharCode(65 + index);

/** Links each block's seats (in order) as neighbours and ranks every seat in reading order. */
function linkBlocks(blocks: PlacedSeat[][]): SeedSeat[] {
  const seats: SeedSeat[] = [];
  for (const block of blocks) {
    block.forEach((seat, index) => {
      seats.push({
        ...seat,
        previous: block[index - 1]?.name ?? null,
        next: block[index + 1]?.name ?? null,
        rank: seats.length,
      });
    });
  }
  return seats;
}

const THEATRE = { width: 1000, height: 900, radius: 8, pitch: 22, centreX: 500 };
/** Seats per block of a row, left to right; the gaps between blocks are the aisles. */
const STALLS_BLOCKS = [8, 14, 8];
const BALCONY_BLOCKS = [5, 10, 5];
const AISLE = 2 * THEATRE.pitch;

/** One row's blocks, centred; the row bends towards the stage at its ends. */
function theatreRow(section: string, rowIndex: number, y: number, blocks: number[], zoneOf: (block: number, number: number) => string) {
  const seatsAcross = blocks.reduce((sum, n) => sum + n, 0);
  const halfSpan = ((seatsAcross - 1) * THEATRE.pitch + (blocks.length - 1) * AISLE) / 2;
  const row = rowLetter(rowIndex);
  const placed: PlacedSeat[][] = [];
  let number = 1;
  let x = THEATRE.centreX - halfSpan;
  blocks.forEach((count, block) => {
    const seats: PlacedSeat[] = [];
    for (let i = 0; i < count; i++, number++, x += THEATRE.pitch) {
      const offCentre = (x - THEATRE.centreX) / halfSpan;
      seats.push({
        name: `${section} ${row}${number}`,
        section,
        row,
        number: String(number),
        zone: zoneOf(block, number),
        x: round(x),
        y: round(y - 18 * offCentre * offCentre),
        r: THEATRE.radius,
      });
    }
    placed.push(seats);
    x += AISLE;
  });
  return placed;
}

/** Light strips down the stalls' aisles: between each block's last seat and the next block's first. */
function aisleShading(row: PlacedSeat[][]): string {
  return row
    .slice(1)
    .map((block, index) => {
      const left = (row[index]?.at(-1)?.x ?? 0) + THEATRE.radius + 3;
      const right = (block[0]?.x ?? 0) - THEATRE.radius - 3;
      return `<rect x="${round(left)}" y="140" width="${round(right - left)}" height="440" fill="#e5e7eb"/>`;
    })
    .join('');
}

/** 'Main auditorium': Stalls rows A–P and Balcony rows A–F, three blocks a row; 600 seats. */
export function mainAuditorium(): SeedSeatLayout {
  const stalls: PlacedSeat[][][] = [];
  const stallsRows = 16;
  const seatsAcross = STALLS_BLOCKS.reduce((sum, n) => sum + n, 0);
  for (let rowIndex = 0; rowIndex < stallsRows; rowIndex++) {
    const lastRow = rowIndex === stallsRows - 1;
    stalls.push(
      theatreRow('Stalls', rowIndex, 170 + rowIndex * 26, STALLS_BLOCKS, (block, number) => {
        // The last four places of row P are wheelchair spaces, sold by phone: no group sells them.
        if (lastRow && number > seatsAcross - 4) return 'wheelchair';
        return block === 1 && rowIndex < 5 ? 'premium' : 'standard';
      }),
    );
  }
  const balcony = Array.from({ length: 6 }, (_, rowIndex) =>
    theatreRow('Balcony', rowIndex, 690 + rowIndex * 28, BALCONY_BLOCKS, () => 'balcony'),
  );
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THEATRE.width} ${THEATRE.height}">` +
    `<rect width="${THEATRE.width}" height="${THEATRE.height}" fill="#f8fafc"/>` +
    `<path d="M220 30 H780 V80 Q500 120 220 80 Z" fill="#44403c"/>` +
    `<text x="500" y="68" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="bold" fill="#fafaf9">STAGE</text>` +
    aisleShading(stalls[0] ?? []) +
    `<text x="500" y="135" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#475569">STALLS</text>` +
    `<path d="M240 640 Q500 615 760 640" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
    `<text x="500" y="662" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#475569">BALCONY</text>` +
    `</svg>`;
  return {
    key: 'main-auditorium',
    name: 'Main auditorium',
    width: THEATRE.width,
    height: THEATRE.height,
    background,
    seats: linkBlocks([...stalls.flat(), ...balcony.flat()]),
  };
}

const ARENA = {
  width: 1900,
  height: 1700,
  sections: 16,
  rows: 25,
  seatsPerRow: 25,
  /** The innermost row's ellipse; each row further out by `rowStep`. */
  innerX: 600,
  innerY: 480,
  rowStep: 12,
  radius: 3,
  /** Share of a section's angle left empty between sections (the stairways). */
  gap: 0.12,
};

/** The arena's price zone by row: the floor's edge is premium, the top rows the balcony. */
function arenaZone(rowIndex: number): string {
  if (rowIndex < 6) return 'premium';
  return rowIndex < 18 ? 'standard' : 'balcony';
}

/** 'Arena bowl': 16 sections ('Section 101'…'Section 116') × rows A–Y × 25 seats around an oval floor; 10,000 seats. */
export function arenaBowl(): SeedSeatLayout {
  const cx = ARENA.width / 2;
  const cy = ARENA.height / 2;
  const sectionAngle = (2 * Math.PI) / ARENA.sections;
  const seatAngle = (sectionAngle * (1 - ARENA.gap)) / (ARENA.seatsPerRow - 1);
  const blocks: PlacedSeat[][] = [];
  const labels: string[] = [];
  for (let s = 0; s < ARENA.sections; s++) {
    const section = `Section ${101 + s}`;
    // Section 101 starts at the top, numbering runs clockwise.
    const start = -Math.PI / 2 + s * sectionAngle + (sectionAngle * ARENA.gap) / 2;
    for (let rowIndex = 0; rowIndex < ARENA.rows; rowIndex++) {
      const rx = ARENA.innerX + rowIndex * ARENA.rowStep;
      const ry = ARENA.innerY + rowIndex * ARENA.rowStep;
      const row = rowLetter(rowIndex);
      const seats: PlacedSeat[] = [];
      for (let n = 0; n < ARENA.seatsPerRow; n++) {
        const angle = start + n * seatAngle;
        seats.push({
          name: `${section} ${row}${n + 1}`,
          section,
          row,
          number: String(n + 1),
          zone: arenaZone(rowIndex),
          x: round(cx + rx * Math.cos(angle)),
          y: round(cy + ry * Math.sin(angle)),
          r: ARENA.radius,
        });
      }
      blocks.push(seats);
    }
    const middle = start + (sectionAngle * (1 - ARENA.gap)) / 2;
    const labelX = ARENA.innerX + ARENA.rows * ARENA.rowStep + 30;
    const labelY = ARENA.innerY + ARENA.rows * ARENA.rowStep + 30;
    labels.push(
      `<text x="${round(cx + labelX * Math.cos(middle))}" y="${round(cy + labelY * Math.sin(middle) + 6)}" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#475569">${101 + s}</text>`,
    );
  }
  const floorX = ARENA.innerX - 40;
  const floorY = ARENA.innerY - 40;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ARENA.width} ${ARENA.height}">` +
    `<rect width="${ARENA.width}" height="${ARENA.height}" fill="#f8fafc"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${floorX}" ry="${floorY}" fill="#e2e8f0" stroke="#94a3b8" stroke-width="4"/>` +
    `<rect x="${cx - 160}" y="${cy - floorY + 30}" width="320" height="90" rx="8" fill="#44403c"/>` +
    `<text x="${cx}" y="${cy - floorY + 84}" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fafaf9">STAGE</text>` +
    `<text x="${cx}" y="${cy + 20}" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#64748b">FLOOR</text>` +
    labels.join('') +
    `</svg>`;
  return { key: 'arena-bowl', name: 'Arena bowl', width: ARENA.width, height: ARENA.height, background, seats: linkBlocks(blocks) };
}

export const SEED_SEAT_LAYOUTS: Record<SeedSeatLayoutKey, () => SeedSeatLayout> = {
  'main-auditorium': mainAuditorium,
  'arena-bowl': arenaBowl,
};
