/** Where a visitor goes once the expired cart is cleared (spec 01 §4 Cart). */
export type AfterExpiry = { kind: 'stay' } | { kind: 'navigate'; to: string } | { kind: 'reload' };

/**
 * On a reschedule route (`/manage/{orderId}/…`) back to that order's manage page; on the
 * manage page itself a reload (its data came with the cart); elsewhere stay.
 */
export function afterExpiry(pathname: string): AfterExpiry {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'manage') return { kind: 'stay' };
  if (parts.length > 2) return { kind: 'navigate', to: `/manage/${parts[1]}` };
  return { kind: 'reload' };
}
