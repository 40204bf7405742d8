/**
 * The purchaser, stored on the cart before paying (spec 02 §4 submit sequence; ADR 0008):
 * `guest_checkout` for a guest (with the captcha when the seller has one configured),
 * `checkout` for the signed-in member. Paying is `payments/pay-service.ts`.
 */
import type { ApiCart, ApiGuestCheckoutBody } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, identities, sellers, type CartRow } from '../db/schema';
import { assertModifiable, findCart, releasingExpired } from './cart-access';
import { loadCartView } from './cart-view';
import { CartError, CheckoutError } from './errors';
import { isUuid } from './ids';
import { captchaConfigured, type CaptchaVerifier } from './payments/captcha';
import type { Caller } from './web-session';

export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly captcha: CaptchaVerifier,
  ) {}

  /** `POST my/cart/{id}/guest_checkout`: the guest purchaser; a member's cart uses `checkout`. */
  async guestCheckout(caller: Caller, cartId: string, body: ApiGuestCheckoutBody, remoteIp?: string): Promise<ApiCart> {
    return releasingExpired(this.db, cartId, this.now, async () => {
      const cart = await findCart(this.db, cartId);
      assertModifiable(cart, caller, this.now());
      if (await this.isMember(cart.identityId)) throw new CheckoutError('member_cart');
      const [seller] = await this.db.select({ web: sellers.web }).from(sellers).where(eq(sellers.id, cart.sellerId));
      if (seller && captchaConfigured(seller.web)) await this.captcha.assertValid(body.captcha, remoteIp);
      await this.assertIdentity(body.guest_identity_id, caller);
      if (body.giver_identity_id) await this.assertIdentity(body.giver_identity_id, caller);
      return this.setPurchaser(cart, body.guest_identity_id);
    });
  }

  /** `POST my/cart/{id}/checkout`: the signed-in member owning the cart buys it. */
  async memberCheckout(caller: Caller, cartId: string): Promise<ApiCart> {
    return releasingExpired(this.db, cartId, this.now, async () => {
      const cart = await findCart(this.db, cartId);
      if (!caller.userIdentityId) throw new CartError('cart_access_denied', { description: 'Please log in to check out.' });
      if (cart.identityId !== caller.userIdentityId && (await this.isMember(cart.identityId))) {
        throw new CartError('cart_access_denied', { description: 'This cart belongs to another member' });
      }
      assertModifiable(cart, caller, this.now());
      return this.setPurchaser(cart, caller.userIdentityId);
    });
  }

  private async setPurchaser(cart: CartRow, identityId: string): Promise<ApiCart> {
    const [updated] = await this.db
      .update(carts)
      .set({ purchaserIdentityId: identityId })
      .where(eq(carts.id, cart.id))
      .returning();
    return loadCartView(this.db, updated ?? cart, this.now());
  }

  private async isMember(identityId: string): Promise<boolean> {
    const [row] = await this.db.select({ kind: identities.kind }).from(identities).where(eq(identities.id, identityId));
    return row?.kind === 'member';
  }

  /**
   * The purchaser (or giver) named by guest_checkout: a guest identity this browser session
   * created through `POST identity`. Any other id — unknown, a member, another session's
   * guest — is 400 `identity_not_found`, so ids cannot be probed and no one buys in another
   * person's name.
   */
  private async assertIdentity(id: string, caller: Caller): Promise<void> {
    const [found] = isUuid(id) ? await this.db.select().from(identities).where(eq(identities.id, id)) : [];
    if (!found || found.kind !== 'guest' || found.createdByIdentityId !== caller.publicIdentityId) {
      throw new CheckoutError('identity_not_found', { extra: { identity_id: id } });
    }
  }
}
