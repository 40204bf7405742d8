import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, formatMoney, useStores } from '@storefront/shared';

/** Spec 01 §2: the floating back button fades out past this scroll offset (px). */
export const BACK_BUTTON_SCROLL_THRESHOLD = 100;

/**
 * Floating back button (mobile only, by CSS) that fades out once the page scrolls past the
 * threshold. Shown until mounted, as the server sent it: the scroll offset is read after hydration.
 */
export function BackButton({ threshold = BACK_BUTTON_SCROLL_THRESHOLD }: { threshold?: number }) {
  const [faded, setFaded] = useState(false);
  useEffect(() => {
    const onScroll = () => setFaded(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return (
    <Link
      to="/events"
      className={faded ? 'cat-back cat-back--faded' : 'cat-back'}
      aria-label="Back to events"
      aria-hidden={faded || undefined}
      tabIndex={faded ? -1 : undefined}
    >
      ←
    </Link>
  );
}

/**
 * Mobile sticky footer: a reserve button that brings the reservation panel into view and
 * focuses it, the cart's ticket count and total, and a skip link in upsell mode.
 */
export const MobileFooter = observer(function MobileFooter({ panelId, upsell }: { panelId: string; upsell: boolean }) {
  const { cart, config } = useStores();
  const reserve = () => {
    const panel = document.getElementById(panelId);
    // Smooth scrolling is motion: a device set to reduce motion jumps instead (WCAG 2.3.3).
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    panel?.focus({ preventScroll: true });
  };
  return (
    <div className="cat-mobile-footer">
      {cart.itemCount > 0 && (
        <Link to="/checkout" className="cat-mobile-footer__cart">
          <span className="cat-mobile-footer__count">
            {cart.itemCount} {cart.itemCount === 1 ? 'ticket' : 'tickets'}
          </span>{' '}
          <span className="cat-mobile-footer__total">{formatMoney(cart.totalMinor, config.currency)}</span>
        </Link>
      )}
      {upsell && (
        <Link to="/checkout" className="cat-mobile-footer__skip">
          Skip to checkout
        </Link>
      )}
      <Button variant="primary" className="cat-mobile-footer__reserve" onClick={reserve}>
        Reserve
      </Button>
    </div>
  );
});
