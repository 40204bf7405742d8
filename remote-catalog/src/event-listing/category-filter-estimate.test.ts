import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESTIMATE_WIDTHS, estimatedDropdownBelow, rowsAt } from './category-filter-estimate';

const cityMuseum = ['All', 'Admission', 'Evenings', 'Family', 'Gift cards', 'Membership', 'Music', 'Special Events', 'Support', 'Tours', 'Workshops'];

describe('rowsAt', () => {
  it('starts a row when the next button and its gap do not fit', () => {
    expect(rowsAt([100, 100, 100], 316)).toBe(1);
    expect(rowsAt([100, 100, 100], 315)).toBe(2);
    expect(rowsAt([100, 100, 100], 100)).toBe(3);
  });

  it('gives a button wider than the row a row of its own', () => {
    expect(rowsAt([50, 500, 50], 300)).toBe(3);
  });
});

describe('estimatedDropdownBelow', () => {
  // Measured in Chromium (DejaVu Sans): City Museum's buttons wrap onto 4 rows in a 372 px
  // filter bar (412 px window) and onto 2 in a 728 px one (768 px window).
  it("puts City Museum's threshold between a phone's filter bar and a tablet's", () => {
    const width = estimatedDropdownBelow(cityMuseum, 2)!;
    expect(width).toBeGreaterThan(372);
    expect(width).toBeLessThanOrEqual(728);
  });

  it('leaves a few short categories as buttons at every width', () => {
    expect(estimatedDropdownBelow(['All', 'Admission', 'Experiences'], 2)).toBeNull();
  });

  it('gives the widest width when the buttons never fit', () => {
    expect(estimatedDropdownBelow(Array.from({ length: 40 }, (_, i) => `Category number ${i}`), 2)).toBe(ESTIMATE_WIDTHS.at(-1));
  });

  it('has a rule in event-listing.css for every width it can give', () => {
    const css = readFileSync(path.join(__dirname, 'event-listing.css'), 'utf8');
    for (const width of ESTIMATE_WIDTHS.slice(1)) {
      expect(css).toContain(`@container cat-filters (width < ${width}px) { .cat-filter--dropdown-below-${width} {`);
    }
  });
});
