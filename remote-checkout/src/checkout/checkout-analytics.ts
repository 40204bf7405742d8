import { pushAnalytics, toAnalyticsAmount, type Cart } from '@storefront/shared';

/** Analytics `begin_checkout` with the cart's lines, one per ticket type (pushed only when a container is configured). */
export function pushBeginCheckout(cart: Cart, containerId: string | null): void {
  const items = cart.items.flatMap((item) =>
    item.types.map((t) => ({
      item_id: item.eventId,
      item_name: item.name,
      item_variant: t.name,
      price: toAnalyticsAmount(t.ticketCount ? t.totalMinor / t.ticketCount : 0),
      quantity: t.ticketCount,
    })),
  );
  pushAnalytics('begin_checkout', { currency: cart.currency, value: toAnalyticsAmount(cart.totalMinor), items }, { containerId });
}
