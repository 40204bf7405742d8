/**
 * Before the category filter has been measured (the server's markup, then hydration), CSS
 * decides between its buttons and its dropdown from this estimate: the filter bar's width
 * below which the buttons would wrap onto more than the allowed rows. The browser measures
 * right after hydration (use-row-count.ts); the estimate only has to get the common cases
 * right, so that the measured result does not move the page.
 */

/**
 * The filter bar widths (px) that event-listing.css has a `cat-filter--dropdown-below-<width>`
 * rule for, narrowest first; keep the two in step.
 */
export const ESTIMATE_WIDTHS: readonly number[] = Array.from({ length: 23 }, (_, i) => 280 + 40 * i);

// The button's box as event-listing.css draws it: 16 px text, 0.9em padding each side, a
// 1 px border, 8 px between buttons.
const FONT_PX = 16;
const BUTTON_CHROME_PX = 2 * 0.9 * FONT_PX + 2;
const GAP_PX = 8;
/** Average glyph width of the system UI fonts (DejaVu Sans about 0.57em, Roboto about 0.5em). */
const CHAR_WIDTH_EM = 0.55;

const estimatedButtonWidth = (label: string) => label.length * CHAR_WIDTH_EM * FONT_PX + BUTTON_CHROME_PX;

/** The rows buttons of these widths wrap onto in a row `width` px wide (flex-wrap fills each row in turn). */
export function rowsAt(buttonWidths: readonly number[], width: number): number {
  let rows = 1;
  let used = 0;
  for (const buttonWidth of buttonWidths) {
    const needed = used === 0 ? buttonWidth : used + GAP_PX + buttonWidth;
    if (used > 0 && needed > width) {
      rows += 1;
      used = buttonWidth;
    } else {
      used = needed;
    }
  }
  return rows;
}

/**
 * The narrowest of ESTIMATE_WIDTHS at which buttons with these labels are estimated to fit on
 * `maxRows` rows (the dropdown shows below it); null when they fit at the narrowest (buttons
 * at every width), the widest when they never fit (the dropdown at every width).
 */
export function estimatedDropdownBelow(labels: readonly string[], maxRows: number): number | null {
  const widths = labels.map(estimatedButtonWidth);
  const fitting = ESTIMATE_WIDTHS.find((width) => rowsAt(widths, width) <= maxRows) ?? ESTIMATE_WIDTHS.at(-1)!;
  return fitting === ESTIMATE_WIDTHS[0] ? null : fitting;
}
