import type { ApiSellerConfig } from '@storefront/shared';

/** Spec 02 §9: the mobile image replaces the main one up to this width. */
export const MOBILE_IMAGE_MEDIA = '(max-width: 26em)';

type CompletedImageSettings = Pick<
  ApiSellerConfig['web'],
  'completed_image' | 'completed_mobile_image' | 'completed_image_alternate_text'
>;

/** The seller's completed-page image, with its mobile variant as a `<picture>` source. */
export function CompletedImage({ settings }: { settings: CompletedImageSettings }) {
  const main = settings.completed_image || settings.completed_mobile_image;
  if (!main) return null;
  const mobile = settings.completed_image ? settings.completed_mobile_image : undefined;
  return (
    <picture className="chk-complete__picture">
      {mobile && <source media={MOBILE_IMAGE_MEDIA} srcSet={mobile} />}
      <img className="chk-complete__image" src={main} alt={settings.completed_image_alternate_text ?? ''} />
    </picture>
  );
}
