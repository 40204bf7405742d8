/**
 * The purchaser, stored on the cart before paying (spec 02 §4 submit sequence; ADR 0008):
 * `guest_checkout` for a guest (with the captcha when the seller has one configured),
 * `checkout` for the signed-in member; for a gift of membership, `giftee` and `gift_checkout`
 * name who receives it (ADR 0021). Paying is `payments/pay-service.ts`.
 */
import type { ApiCart, ApiGiftCheckoutBody, ApiGifteeBody, ApiGifteeCreated, ApiGuestCheckoutBody } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import type { CartRow, IdentityRow } from '../infra/db/schema';
import { assertModifiable, findCart, releasingExpired } from '../cart/cart-access';
import { loadCartView } from '../cart/cart-view';
import { CartError, CheckoutError } from '../lib/errors';
import { assertAdditionalInfoBounded } from '../accounts/identity';
import { isUuid } from '../lib/ids';
import { captchaConfigured, type CaptchaVerifier } from './payments/captcha';
import type { Caller } from '../accounts/web-session';
import {
  findIdentityEmail,
  findIdentityKind,
  findIdentityRow,
  findSellerWebById,
  findUserEmail,
  updateCart,
} from './checkout-repository';
import { insertIdentity } from '../accounts/accounts-repository';

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
      this.assertCheckoutable(cart, caller);
      if (await this.isMember(cart.identityId)) throw new CheckoutError('member_cart');
      const seller = await findSellerWebById(this.db, cart.sellerId);
      if (seller && captchaConfigured(seller.web)) await this.captcha.assertValid(body.captcha, remoteIp);
      const guest = await this.assertIdentity(body.guest_identity_id, caller);
      if (body.giver_identity_id) await this.assertIdentity(body.giver_identity_id, caller);
      if (cart.isGift && cart.gifteeIdentityId) await this.assertNotToSelf(cart.gifteeIdentityId, guest.email);
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
      this.assertCheckoutable(cart, caller);
      return this.setPurchaser(cart, caller.userIdentityId);
    });
  }

  /** `POST giftee`: the gift's receiver, an identity of kind 'giftee' of this browser session. */
  async createGiftee(caller: Caller, body: ApiGifteeBody): Promise<ApiGifteeCreated> {
    const additionalInfo = body.additional_info ?? {};
    assertAdditionalInfoBounded(additionalInfo);
    const row = await insertIdentity(this.db, {
      kind: 'giftee',
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      email: body.email.trim().toLowerCase(),
      additionalInfo,
      createdByIdentityId: caller.publicIdentityId,
    });
    if (!row) throw new Error('identity insert returned nothing');
    return { identity_id: row.id };
  }

  /**
   * `POST my/cart/{id}/gift_checkout` (spec 02 §7): names the giftee of a gift cart (409
   * `not_a_gift` otherwise), a giftee this browser session created; for a signed-in member the
   * purchaser too, as `checkout` does. The giftee's e-mail may not be the buyer's (409 `gift_to_self`).
   */
  async giftCheckout(caller: Caller, cartId: string, body: ApiGiftCheckoutBody): Promise<ApiCart> {
    return releasingExpired(this.db, cartId, this.now, async () => {
      const cart = await findCart(this.db, cartId);
      if (caller.userIdentityId && cart.identityId !== caller.userIdentityId && (await this.isMember(cart.identityId))) {
        throw new CartError('cart_access_denied', { description: 'This cart belongs to another member' });
      }
      this.assertCheckoutable(cart, caller);
      if (!cart.isGift) throw new CheckoutError('not_a_gift');
      await this.assertIdentity(body.giftee_identity_id, caller, 'giftee');
      const buyerEmail = caller.userId ? await this.userEmail(caller.userId) : await this.identityEmail(cart.purchaserIdentityId);
      await this.assertNotToSelf(body.giftee_identity_id, buyerEmail);
      const updated = await updateCart(this.db, cart.id, { gifteeIdentityId: body.giftee_identity_id, ...(caller.userIdentityId ? { purchaserIdentityId: caller.userIdentityId } : {}) });
      return loadCartView(this.db, updated ?? cart, this.now());
    });
  }

  /**
   * The cart may still be changed and is not an edit cart: an edit is bought by the edited
   * order's purchaser, set when it was opened (ADR 0022), and confirmed from the order page.
   */
  private assertCheckoutable(cart: CartRow, caller: Caller): void {
    assertModifiable(cart, caller, this.now());
    if (cart.editsOrderId) {
      throw new CartError('incorrect_cart_state', {
        description: 'This cart changes an order; confirm it from the order page.',
        extra: { state: cart.state },
      });
    }
  }

  /** 409 `gift_to_self` when the giftee's e-mail is the buyer's (case-insensitive). */
  private async assertNotToSelf(gifteeIdentityId: string, buyerEmail: string | null): Promise<void> {
    const gifteeEmail = await this.identityEmail(gifteeIdentityId);
    if (gifteeEmail && buyerEmail && gifteeEmail.trim().toLowerCase() === buyerEmail.trim().toLowerCase()) {
      throw new CheckoutError('gift_to_self');
    }
  }

  private async userEmail(userId: string): Promise<string | null> {
    const row = await findUserEmail(this.db, userId);
    return row?.email ?? null;
  }

  private async identityEmail(identityId: string | null): Promise<string | null> {
    if (!identityId) return null;
    const row = await findIdentityEmail(this.db, identityId);
    return row?.email ?? null;
  }

  private async setPurchaser(cart: CartRow, identityId: string): Promise<ApiCart> {
    const updated = await updateCart(this.db, cart.id, { purchaserIdentityId: identityId });
    return loadCartView(this.db, updated ?? cart, this.now());
  }

  private async isMember(identityId: string): Promise<boolean> {
    const row = await findIdentityKind(this.db, identityId);
    return row?.kind === 'member';
  }

  /**
   * The purchaser (or giver) named by guest_checkout: a guest identity this browser session
   * created through `POST identity` (the giftee of gift_checkout: a giftee identity of `POST
   * giftee`). Any other id — unknown, a member, another session's — is 400
   * `identity_not_found`, so ids cannot be probed and no one buys in another person's name.
   */
  private async assertIdentity(id: string, caller: Caller, kind: 'guest' | 'giftee' = 'guest'): Promise<IdentityRow> {
    const found = isUuid(id) ? await findIdentityRow(this.db, id) : undefined;
    if (!found || found.kind !== kind || found.createdByIdentityId !== caller.publicIdentityId) {
      throw new CheckoutError('identity_not_found', { extra: { identity_id: id } });
    }
    return found;
  }
}
