import type { SellerSettings } from '@storefront/shared';

/** Spec 02 §9: the mobile image replaces the main one up to this width. */
export const MOBILE_IMAGE_MEDIA = '(max-width: 26em)';

type CompletedImageSettings = Pick<SellerSettings, 'completedImage' | 'completedMobileImage' | 'completedImageAlternateText'>;

/** The seller's completed-page image, with its mobile variant as a `<picture>` source. */
export function CompletedImage({ settings }: { settings: CompletedImageSettings }) {
  const main = settings.completedImage ?? settings.completedMobileImage;
  if (!main) return null;
  const mobile = settings.completedImage ? settings.completedMobileImage : null;
  return (
    <picture className="chk-complete__picture">
      {mobile && <source media={MOBILE_IMAGE_MEDIA} srcSet={mobile} />}
      <img className="chk-complete__image" src={main} alt={settings.completedImageAlternateText} />
    </picture>
  );
}
