/**
 * The page's seller theme (issue 17): the seller's brand colours, made accessible by
 * `accessibleTheme` (shared/src/ui/theme.mjs), as the `<style id="sf-seller-theme">` every
 * page carries in its head, so it is styled in the seller's colours before the first paint.
 * The first time a seller (with these colours) is seen, each colour the theme had to change is
 * logged as a warning: the seller's configuration needs fixing.
 */
import { SELLER_THEME_ID, accessibleTheme, describeAdjustment, themeRule } from '../../shared/src/ui/theme.mjs';

/** @param {{ warn: (details: object, message: string) => void }} log */
export function createSellerThemes(log) {
  /** CSS by seller and colours: a seller's new colours are checked (and logged) again. */
  const rules = new Map();

  return {
    /**
     * The page's theme stylesheet, as `renderPage` takes styles.
     * @param {{ slug: string, web?: { brand_colors?: { primary?: string, header?: string } } }} seller the seller config from the API
     */
    styleFor(seller) {
      // Malformed colours count as not configured (accessibleTheme), as in SellerSettings.
      const brand = { primary: seller.web?.brand_colors?.primary ?? null, header: seller.web?.brand_colors?.header ?? null };
      const key = JSON.stringify([seller.slug, brand.primary, brand.header]);
      let css = rules.get(key);
      if (css === undefined) {
        const { properties, adjustments } = accessibleTheme(brand);
        if (adjustments.length > 0) {
          log.warn(
            { seller: seller.slug, adjustments },
            `seller ${seller.slug}: brand colours changed for contrast (WCAG 2.2 AA): ${adjustments.map(describeAdjustment).join(' ')}`,
          );
        }
        css = themeRule(properties);
        rules.set(key, css);
      }
      return { id: SELLER_THEME_ID, css };
    },
  };
}
