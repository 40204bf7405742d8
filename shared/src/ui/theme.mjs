// @ts-check
/**
 * A seller's brand colours made accessible (issue 17, WCAG 2.2 AA 1.4.3 and 1.4.11): the
 * storefront's colour custom properties, with each configured colour checked for contrast
 * and darkened in small lightness steps (hue and saturation kept) until it passes.
 *
 * Plain JavaScript with its types in theme.d.mts: the storefront server and
 * scripts/check-theme.mjs run it in Node as it is, and the TypeScript packages import it too.
 * Pure: no DOM.
 */

/** `<style id>` of the page's theme, rendered by the storefront server for the page's seller. */
export const SELLER_THEME_ID = 'sf-seller-theme';

const WHITE = '#ffffff';
/** `--sf-text`: body text, and the label on a colour white fails on. */
const TEXT = '#1c1f24';
/** `--sf-page`: the page background. */
const PAGE = '#f5f6f8';
/** Without brand colours: the storefront's own look. */
const DEFAULT_PRIMARY = '#1f4fd1';
const DEFAULT_BRAND = '#1f3a5f';
const DEFAULT_HEADER = '#1f3a5f';

/** 1.4.3 for text, 1.4.11 for the focus indicator. */
const TEXT_MINIMUM = 4.5;
const NON_TEXT_MINIMUM = 3;
/** A change of 1 % HSL lightness a step: the first passing colour is as close to the brand's as that. */
const LIGHTNESS_STEP = 0.01;

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour in lower case; anything else (a seller's typo) counts as not configured. */
export const hexOrNull = (/** @type {unknown} */ value) => (typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : null);

/** @param {string} hex */
function rgbOf(hex) {
  if (!HEX.test(hex)) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
}

/** @param {number[]} rgb 0–255 */
const hexOf = (rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.2 relative luminance. @param {string} hex */
function luminance(hex) {
  const [r = 0, g = 0, b = 0] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21.
 * @param {string} a
 * @param {string} b
 */
export function contrastRatio(a, b) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** @param {string} hex @returns {[number, number, number]} hue in degrees, saturation and lightness 0–1 */
export function hslOf(hex) {
  const [r = 0, g = 0, b = 0] = rgbOf(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

/** @param {number} h @param {number} s @param {number} l */
function hexOfHsl(h, s, l) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return hexOf([r, g, b].map((v) => (v + m) * 255));
}

/**
 * The colour's worst contrast among the backgrounds it is used on.
 * @param {string} colour
 * @param {string[]} backgrounds
 */
function worstContrast(colour, backgrounds) {
  return backgrounds
    .map((against) => ({ against, ratio: contrastRatio(colour, against) }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

/**
 * The colour, or the first one darker by whole lightness steps (same hue and saturation) that
 * `passes`; black at the end, which passes on every light background and under white text.
 * @param {string} colour
 * @param {(candidate: string) => boolean} passes
 */
function darkenUntil(colour, passes) {
  if (passes(colour)) return colour;
  const [h, s, l] = hslOf(colour);
  for (let step = 1; l - step * LIGHTNESS_STEP > 0; step += 1) {
    const candidate = hexOfHsl(h, s, l - step * LIGHTNESS_STEP);
    if (passes(candidate)) return candidate;
  }
  return '#000000';
}

/** White, or the dark text colour when only that reaches 4.5:1 on `background`; null when neither does. @param {string} background */
function labelOn(background) {
  return [WHITE, TEXT].find((label) => contrastRatio(label, background) >= TEXT_MINIMUM) ?? null;
}

/**
 * The theme for a seller's brand colours: the custom properties to set on :root, and what
 * was changed from the configuration to meet WCAG 2.2 AA (empty when nothing was).
 *  - `primary` (buttons, links, selected states): text on white and on the page background,
 *    4.5:1 on both, else darkened; the darkened colour is then used everywhere.
 *  - the label on primary buttons: white, which then always reaches 4.5:1 (so 'primary-text'
 *    is never adjusted).
 *  - the focus ring: the primary colour (3:1 on white and the page), solid, outside a white
 *    ring so it also shows on a primary button and on a dark header.
 *  - `header`: its text white, or dark if white fails; if both fail, the header is darkened.
 * No brand colours: the storefront's default look.
 * @param {{ primary: string | null, header: string | null }} brand
 * @returns {import('./theme.d.mts').SellerTheme}
 */
export function accessibleTheme(brand) {
  /** @type {import('./theme.d.mts').ThemeAdjustment[]} */
  const adjustments = [];
  /** @param {import('./theme.d.mts').ThemeAdjustment['role']} role @param {string} configured @param {string} used @param {{ against: string, ratio: number }} found @param {number} minimum */
  const note = (role, configured, used, { against, ratio }, minimum) => adjustments.push({ role, configured, used, ratio, minimum, against });

  const configuredPrimary = hexOrNull(brand.primary);
  let primary = DEFAULT_PRIMARY;
  let brandColour = DEFAULT_BRAND;
  if (configuredPrimary) {
    const onLight = [WHITE, PAGE];
    primary = darkenUntil(configuredPrimary, (candidate) => worstContrast(candidate, onLight).ratio >= TEXT_MINIMUM);
    brandColour = primary;
    const found = worstContrast(configuredPrimary, onLight);
    if (found.ratio < TEXT_MINIMUM) note('primary', configuredPrimary, primary, found, TEXT_MINIMUM);
    if (found.ratio < NON_TEXT_MINIMUM) note('focus', configuredPrimary, primary, found, NON_TEXT_MINIMUM);
  }

  const configuredHeader = hexOrNull(brand.header) ?? DEFAULT_HEADER;
  const whiteOnHeader = { against: configuredHeader, ratio: contrastRatio(WHITE, configuredHeader) };
  let header = configuredHeader;
  let headerText = labelOn(configuredHeader);
  if (headerText === null) {
    header = darkenUntil(configuredHeader, (candidate) => contrastRatio(WHITE, candidate) >= TEXT_MINIMUM);
    headerText = WHITE;
    note('header', configuredHeader, header, { against: WHITE, ratio: whiteOnHeader.ratio }, TEXT_MINIMUM);
  } else if (headerText !== WHITE) {
    note('header-text', WHITE, headerText, whiteOnHeader, TEXT_MINIMUM);
  }

  return {
    properties: {
      '--sf-text': TEXT,
      '--sf-page': PAGE,
      '--sf-primary': primary,
      // White always passes on it: the primary passes 4.5:1 against white.
      '--sf-primary-text': WHITE,
      '--sf-brand': brandColour,
      '--sf-focus': `0 0 0 2px ${WHITE},0 0 0 5px ${brandColour}`,
      '--sf-header': header,
      '--sf-header-text': headerText,
    },
    adjustments,
  };
}

/**
 * The properties as one CSS rule (`:root{--sf-primary:#1f4fd1;…}`).
 * @param {Record<string, string>} properties
 */
export function themeRule(properties, selector = ':root') {
  return `${selector}{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

const ROLE_NAMES = {
  primary: 'Primary colour (text and links)',
  'primary-text': 'Label on primary buttons',
  focus: 'Focus indicator',
  header: 'Header colour',
  'header-text': 'Header text',
};

/**
 * One line for a seller's admin or the server log: what, its ratio, what is used instead.
 * @param {import('./theme.d.mts').ThemeAdjustment} adjustment
 */
export function describeAdjustment({ role, configured, used, ratio, minimum, against }) {
  return `${ROLE_NAMES[role]} ${configured} has ${ratio.toFixed(2)}:1 against ${against} (needs ${minimum}:1); ${used} is used instead.`;
}
