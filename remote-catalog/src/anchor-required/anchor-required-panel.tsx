import { Link } from 'react-router';
import { Alert } from '@storefront/shared';

export const ANCHOR_REQUIRED_MESSAGE = 'Add an admission event to your cart first.';

/** Panel 2 (spec 01 §2): an upsell needs an admission (anchor) item in the cart first. */
export function AnchorRequiredPanel() {
  return (
    <Alert kind="warning">
      <p>{ANCHOR_REQUIRED_MESSAGE}</p>
      <Link to="/">Choose an admission</Link>
    </Alert>
  );
}
