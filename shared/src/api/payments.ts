/**
 * Paying a cart (spec 02 §4, §7; ADR 0008): first the purchaser is stored on the cart
 * (`guestCheckout` or `memberCheckout`), then `pay` with one or more payment entries.
 * Injected (staff-made) carts go through the `cart/…` paths instead of `my/cart/…`.
 */
import { toMinor, toWireAmount, type Money } from '../domain/money';
import type { Cart } from '../domain/types';
import type {
  ApiCaptcha,
  ApiGuestCheckoutBody,
  ApiInjectedCheckoutBody,
  ApiLedgerCard,
  ApiList,
  ApiMemberCheckoutBody,
  ApiPayBody,
  ApiPaymentEntry,
  ApiSavedPaymentMethod,
} from '../wire';
import { IDEMPOTENCY_KEY_HEADER } from '../wire';
import { cartCall } from './cart';
import { request, type HttpClient } from './transport';

const enc = encodeURIComponent;

/** One payment of a pay call, in the storefront's terms (amounts in minor units). */
export type PaymentInput =
  | { gateway: 'free'; amountMinor: Money }
  | {
      gateway: 'stripe';
      amountMinor: Money;
      source: string;
      sourceType: 'payment_method' | 'saved_card' | 'payment_intent';
      description?: string;
      saveCard?: boolean;
    }
  | { gateway: 'ledger'; amountMinor: Money; giftCardNumber: string };

export interface PayInput {
  payments: PaymentInput[];
  /** One key per submit attempt, reused for that attempt's retries (8–255 characters). */
  idempotencyKey: string;
  autoRenew?: boolean;
}

export function toPaymentEntry(p: PaymentInput): ApiPaymentEntry {
  const amount = toWireAmount(p.amountMinor);
  switch (p.gateway) {
    case 'free':
      return { gateway_id: 'free', amount };
    case 'ledger':
      return { gateway_id: 'ledger', amount, gateway_data: { ledger_type: 'gift_card', ledger_number: p.giftCardNumber } };
    case 'stripe':
      return {
        gateway_id: 'stripe',
        amount,
        gateway_data: {
          source: p.source,
          source_type: p.sourceType,
          ...(p.description ? { description: p.description } : {}),
          ...(p.saveCard ? { save_card: true } : {}),
        },
      };
  }
}

function payBody({ payments, autoRenew }: PayInput): ApiPayBody {
  return { payments: payments.map(toPaymentEntry), ...(autoRenew === undefined ? {} : { auto_renew: autoRenew }) };
}

/** POST my/cart/{id}/pay: answers the cart, completed with orders or pending with less outstanding. */
export function pay(http: HttpClient, cartId: string, input: PayInput): Promise<Cart> {
  return cartCall(http, {
    method: 'POST',
    url: `my/cart/${enc(cartId)}/pay`,
    data: payBody(input),
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

/** POST cart/{id}/pay: the same for an injected cart. */
export function payInjected(http: HttpClient, cartId: string, input: PayInput): Promise<Cart> {
  return cartCall(http, {
    method: 'POST',
    url: `cart/${enc(cartId)}/pay`,
    data: payBody(input),
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

export interface GuestPurchaser {
  guestIdentityId: string;
  giverIdentityId?: string;
  /** hCaptcha's token, when the seller has captcha configured. */
  captchaToken?: string;
}

/** POST my/cart/{id}/guest_checkout: stores the guest purchaser (400 `captcha_required`/`captcha_invalid`). */
export function guestCheckout(http: HttpClient, cartId: string, purchaser: GuestPurchaser): Promise<Cart> {
  const captcha: ApiCaptcha | undefined = purchaser.captchaToken ? { provider: 'hcaptcha', token: purchaser.captchaToken } : undefined;
  const data: ApiGuestCheckoutBody = {
    guest_identity_id: purchaser.guestIdentityId,
    ...(purchaser.giverIdentityId ? { giver_identity_id: purchaser.giverIdentityId } : {}),
    ...(captcha ? { captcha } : {}),
  };
  return cartCall(http, { method: 'POST', url: `my/cart/${enc(cartId)}/guest_checkout`, data });
}

/** POST my/cart/{id}/checkout: the signed-in member is the purchaser. */
export function memberCheckout(http: HttpClient, cartId: string): Promise<Cart> {
  const data: ApiMemberCheckoutBody = {};
  return cartCall(http, { method: 'POST', url: `my/cart/${enc(cartId)}/checkout`, data });
}

/** POST cart/{id}/guest_checkout: an injected cart paid in one call; `sendEmail: false` suppresses the e-mail. */
export function injectedCheckout(http: HttpClient, cartId: string, input: PayInput & { sendEmail: boolean }): Promise<Cart> {
  const data: ApiInjectedCheckoutBody = { ...payBody(input), send_email: input.sendEmail };
  return cartCall(http, {
    method: 'POST',
    url: `cart/${enc(cartId)}/guest_checkout`,
    data,
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

export interface GiftCard {
  number: string;
  balanceMinor: Money;
  currency: string;
  active: boolean;
}

/** GET ledger/gift_card/{number} (uncached); 404 `ledger_not_found`. */
export async function lookupGiftCard(http: HttpClient, cardNumber: string): Promise<GiftCard> {
  const card = await request<ApiLedgerCard>(http, {
    method: 'GET',
    url: `ledger/gift_card/${enc(cardNumber)}`,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return { number: card.number, balanceMinor: toMinor(card.balance), currency: card.currency_code, active: card.state === 'active' };
}

export interface SavedPaymentMethod {
  id: string;
  /** Card brand and last digits, e.g. 'Visa •••• 4242'. */
  identifier: string;
}

/** GET my/identity/saved_payment_method (empty for guests). */
export async function getSavedPaymentMethods(http: HttpClient): Promise<SavedPaymentMethod[]> {
  const body = await request<ApiList<ApiSavedPaymentMethod>>(http, { method: 'GET', url: 'my/identity/saved_payment_method' });
  return body.data.map(({ id, identifier }) => ({ id, identifier }));
}

/**
 * The payments calls: `createApi` binds the transport to each (`api.payments.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  pay,
  payInjected,
  guestCheckout,
  memberCheckout,
  injectedCheckout,
  lookupGiftCard,
  getSavedPaymentMethods,
};
