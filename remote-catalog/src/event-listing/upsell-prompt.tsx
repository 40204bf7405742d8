import { Link } from 'react-router';

export const UPSELL_PROMPT = 'What other experiences would you like to add?';

/** Spec 01 §2 upsell listing mode (the cart has items): the prompt and a way on to checkout. */
export function UpsellPrompt() {
  return (
    <div className="cat-upsell">
      <h2 className="cat-upsell__prompt">{UPSELL_PROMPT}</h2>
      <Link className="sf-button sf-button--secondary cat-upsell__checkout" to="/checkout">
        Continue to checkout
      </Link>
    </div>
  );
}
