import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import {
  cartFetchOutcome,
  toApiError,
  type Api,
  type Cart,
  type CartStore,
  type ErrorReporter,
  type IdentityInput,
  type MembershipStore,
  type SellerConfigStore,
  type SessionStore,
} from '@storefront/shared';
import { cardAmountSupported } from '@storefront/shared/validation';
import { BlockedCode } from '../blocked-cart/blocked-code';
import { CaptchaState } from '../captcha/captcha-state';
import { DonationChoice } from '../donation/donation-choice';
import { donationPlacement, wasEverFree, type DonationPlacement } from '../donation/donation-placement';
import { GiftCards } from '../gift-cards/gift-cards';
import { PaymentStore } from '../payment/payment-store';
import { ScheduleChoice } from '../scheduled-payments/schedule-choice';
import { TermsAcceptance } from '../terms/terms-acceptance';
import { CHECKOUT_MESSAGES as M, partialPaymentText } from './checkout-messages';
import { bookedOrderIds, enterCheckout, type CheckoutEntry, type CheckoutOutcome } from './checkout-entry';
import { pushBeginCheckout } from './checkout-analytics';
import { autoRenewFor, checkoutTitle, gifteeOf, type Giftee } from './membership-checkout';
import { PayCalls, type PayTarget } from './pay-calls';
import { paymentEntries, type CardSource } from './payment-entries';
import { ProviderFailure, failureLines, isProviderRefusal, providerFailureLines, type MessageLink } from './payment-failure';

/** `edit`: an order's edit cart (ADR 0022), whose purchaser is the order's identity already. */
export type CheckoutMode = 'guest' | 'member' | 'injected' | 'edit';
export type SubmitResult = 'completed' | 'pending' | 'partial' | 'invalid' | 'failed' | 'cancelled';
export type FocusTarget = 'terms' | 'card' | 'message' | 'other' | 'pay';

export interface CheckoutMessage {
  kind: 'error' | 'success';
  lines: string[];
  link?: MessageLink;
}

export interface CheckoutDeps {
  api: Api;
  cart: CartStore;
  session: SessionStore;
  config: SellerConfigStore;
  reporter: ErrorReporter;
  membership: MembershipStore;
}

/** Intent statuses accepted on the provider's redirect return (spec 02 §4). */
const ACCEPTED_RETURN_STATUSES = new Set(['requires_capture', 'processing', 'succeeded']);

/**
 * One checkout page: the spec 02 §4 submit sequence (identity and terms → payment method and
 * captcha → purchaser → pay) and its three results. Checkout state lives here, not in the
 * shared CartStore, which only takes the carts that paying answers.
 */
export class CheckoutStore {
  injected: { cartId: string; sendEmail: boolean } | null = null;
  /** The entry (cart, injected cart or route id) is being read; the page waits. */
  entering = true;
  outcome: CheckoutOutcome | null = null;
  submitting = false;
  message: CheckoutMessage | null = null;
  /** What the page focuses after a failed submit. */
  focus: FocusTarget | null = null;
  /** The cart's total was 0 when this page first saw it (null before); kept for the page's life. */
  everFree: boolean | null = null;

  readonly payment: PaymentStore;
  readonly giftCards: GiftCards;
  readonly donation: DonationChoice;
  readonly schedule = new ScheduleChoice();
  readonly terms: TermsAcceptance;
  readonly captcha: CaptchaState;
  readonly blockedCode: BlockedCode;
  readonly #deps: CheckoutDeps;
  readonly #payCalls: PayCalls;

  constructor(deps: CheckoutDeps) {
    this.#deps = deps;
    const { config, api, cart } = deps;
    this.#payCalls = new PayCalls(api);
    this.terms = new TermsAcceptance(config);
    this.payment = new PaymentStore(config.seller.providers?.stripe ?? null, config.settings.walletSupport);
    this.giftCards = new GiftCards(api);
    this.donation = new DonationChoice(api, cart, config.settings.donationTicketGroupId);
    this.blockedCode = new BlockedCode(api, cart);
    // Spec 02 §8 "Captcha dismissed: logged silently": an info event, never a message.
    this.captcha = new CaptchaState((reason) => deps.reporter.info('captcha_dismissed', { reason }));
    // Replaced whole, never mutated: plain values for the views that show them.
    makeAutoObservable(this, { message: observableRef, outcome: observableRef, injected: observableRef }, { autoBind: true });
  }

  get mode(): CheckoutMode {
    if (this.injected) return 'injected';
    if (this.cart?.orderEdit) return 'edit';
    return this.#deps.session.isSignedIn ? 'member' : 'guest';
  }
  get cart(): Cart | null {
    return this.#deps.cart.cart;
  }
  get currency(): string {
    return this.cart?.currency ?? this.#deps.config.currency;
  }
  get showIdentityForm(): boolean {
    return this.mode === 'guest';
  }
  get captchaConfig() {
    return this.mode === 'guest' ? (this.#deps.config.seller.providers?.captcha ?? null) : null;
  }
  /** Spec 02 §2: the donation group goes before the identity form when the cart was ever free. */
  get donationPlacement(): DonationPlacement {
    return donationPlacement(this.everFree === true);
  }
  /** A gift of membership's receiver (spec 02 §2); null for other carts. */
  get giftee(): Giftee | null {
    return gifteeOf(this.cart, this.#deps.membership.state);
  }
  /** A gift cart whose receiver is not known here: the page shows no form to pay it. */
  get gifteeMissing(): boolean {
    return this.cart?.isGift === true && !this.giftee;
  }
  get title(): string {
    return checkoutTitle(this.cart, this.giftee);
  }
  get memberMessage(): string | null {
    return this.mode === 'member' ? this.#deps.config.settings.memberMessage : null;
  }
  /**
   * The least this submit may pay: what is due now; when nothing is due yet (a deposit paid,
   * the next part later), the next scheduled part, paid early. Never above the outstanding total.
   */
  get dueNowMinor(): number {
    const c = this.cart;
    if (!c) return 0;
    const next = c.scheduledPayments.find((p) => p.status !== 'paid');
    const due = c.dueMinor > 0 ? c.dueMinor : (next?.amountMinor ?? c.outstandingMinor);
    return Math.min(due, c.outstandingMinor);
  }
  /** What this submit pays: nothing when nothing is outstanding, else per the scheduled-payments choice. */
  get payNowMinor(): number {
    const c = this.cart;
    if (!c || c.outstandingMinor <= 0) return 0;
    return this.schedule.amountMinor(this.dueNowMinor, c.outstandingMinor);
  }
  get giftPayments() {
    return this.giftCards.payments(this.payNowMinor);
  }
  /** What the card (or wallet) pays after the gift cards. */
  get cardMinor(): number {
    return this.payNowMinor - this.giftPayments.reduce((sum, g) => sum + g.amountMinor, 0);
  }
  /** Spec 02 §5 card bounds: outside them the payment-not-supported warning shows. */
  get cardAmountOk(): boolean {
    return this.cardMinor <= 0 || cardAmountSupported(this.cardMinor, this.currency);
  }
  get needsCard(): boolean {
    return this.cardMinor > 0;
  }

  /** Analytics `begin_checkout` with the cart's lines (pushed only when a container is configured). */
  trackBeginCheckout(): void {
    if (this.cart) pushBeginCheckout(this.cart, this.#deps.config.settings.analyticsContainerId);
  }

  /** Spec 02 §8 "Cookies disabled at checkout is tracked": one info event per page load (the reporter de-duplicates). */
  trackCookies(cookieEnabled: boolean): void {
    if (!cookieEnabled) this.#deps.reporter.info('cookies_disabled', { page: 'checkout' });
  }

  /** The identity form refused the input (react-hook-form focuses the field). */
  failValidation(): void {
    this.message = { kind: 'error', lines: [M.validation] };
    this.terms.check();
  }

  /** Spec 02 §2 entry: an injected cart, a cart id in the route, or the visitor's own cart. */
  async enter(entry: CheckoutEntry): Promise<void> {
    if (entry.injected) this.injected = { cartId: entry.injected.cartId, sendEmail: entry.sendEmail };
    if (this.mode === 'member') void this.payment.loadSavedCards(this.#deps.api);
    this.entering = true;
    void this.donation.load();
    // The host restores the visitor's cart at boot: the page may open before it is back.
    await when(() => this.#deps.cart.status !== 'loading');
    const outcome = entry.injected || entry.routeId ? await enterCheckout(this.#deps, entry) : null;
    runInAction(() => {
      this.entering = false;
      this.outcome = outcome;
      this.everFree = wasEverFree(this.everFree, this.cart?.totalMinor ?? null);
    });
    if (!entry.returnSecret || !this.cart) return;
    await this.payment.load();
    if (this.payment.stripe) await this.resumeRedirect(entry.returnSecret);
  }

  /** Spec 02 §4 submit sequence; `identity` is the validated form (guests), `walletMethod` a wallet's payment method. */
  async submit(identity: IdentityInput | null, walletMethod?: string): Promise<SubmitResult> {
    if (this.submitting || !this.cart) return 'cancelled';
    this.message = null;
    this.focus = null;
    if (!this.#otherAmountSettled()) {
      this.focus = 'other';
      return 'invalid';
    }
    if (this.terms.missing) return this.#invalid('terms', M.termsRequired);
    if (!this.cardAmountOk) return 'invalid';
    this.submitting = true;
    try {
      const giftee = this.giftee;
      if (giftee) await this.#nameGiftee(giftee);
      const card = await this.#cardSource(identity, walletMethod);
      if (card === 'invalid') return 'invalid';
      const captchaToken = this.captchaConfig ? await this.captcha.obtain() : null;
      if (this.captchaConfig && !captchaToken) return this.#stop('cancelled', undefined, 'pay');
      const paidMinor = this.payNowMinor;
      const entries = paymentEntries(paidMinor, this.giftPayments, card, this.cardMinor, `Cart ${this.cart.number}`);
      // A member's gift_checkout stored the purchaser already, as opening an edit cart did.
      if (this.mode !== 'injected' && this.mode !== 'edit' && !(giftee && this.mode === 'member')) await this.#storePurchaser(identity, captchaToken);
      return await this.#finish(await this.#payCalls.pay(this.#payTarget(), entries, this.payment), paidMinor);
    } catch (e) {
      return await this.#fail(e, walletMethod !== undefined);
    }
  }

  /**
   * After the provider's redirect: accept the intent when it went through, then pay with it,
   * under a key of the intent's own, so that a reload or a second run pays it once.
   */
  async resumeRedirect(clientSecret: string): Promise<SubmitResult> {
    const stripe = this.payment.stripe;
    if (this.submitting || !stripe || !this.cart) return 'cancelled';
    this.submitting = true;
    try {
      const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
      if (error || !paymentIntent) throw new ProviderFailure(error?.code, error?.message);
      if (!ACCEPTED_RETURN_STATUSES.has(paymentIntent.status)) {
        const last = paymentIntent.last_payment_error;
        throw new ProviderFailure(last?.code, last?.message ?? M.unexpectedIntentStatus(paymentIntent.status));
      }
      const answered = await this.#payCalls.payIntent(this.#payTarget(), paymentIntent.amount, paymentIntent.id);
      return await this.#finish(answered, paymentIntent.amount);
    } catch (e) {
      return await this.#fail(e, false);
    }
  }

  /** The card's source: a wallet's or saved card's, else a PaymentMethod made from the card element. */
  async #cardSource(identity: IdentityInput | null, walletMethod?: string): Promise<CardSource | 'invalid' | null> {
    if (!this.needsCard) return null;
    if (walletMethod) return { source: walletMethod, sourceType: 'payment_method' };
    const saved = this.payment.savedCardId;
    if (saved) return { source: saved, sourceType: 'saved_card' };
    const { stripe, card } = this.payment;
    if (!stripe || !card) return this.#invalid('message', M.stripeUnavailable);
    const name = identity ? `${identity.firstName} ${identity.lastName}` : undefined;
    const billing = { ...(name ? { name } : {}), ...(identity ? { email: identity.email } : {}) };
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
    if (error?.type === 'validation_error' || (!error && !paymentMethod)) {
      this.payment.setCardError(error?.message ?? M.cardRequired);
      return this.#invalid('card', M.validation);
    }
    if (error) throw new ProviderFailure(error.code, error.message);
    return { source: paymentMethod.id, sourceType: 'payment_method' };
  }

  /**
   * Spec 02 §4 step 2 "Validate the giftee": gift_checkout names the giftee (409 `gift_to_self`
   * when it is the buyer); for a member it also stores the purchaser.
   */
  async #nameGiftee(giftee: Giftee): Promise<void> {
    const answered = await this.#deps.api.memberships.giftCheckout(this.cart!.id, giftee.id);
    runInAction(() => this.#deps.cart.takeCart(answered));
  }

  async #storePurchaser(identity: IdentityInput | null, captchaToken: string | null): Promise<void> {
    const { api, cart } = this.#deps;
    const cartId = this.cart!.id;
    let answered: Cart;
    if (this.mode === 'member' || !identity) {
      answered = await api.payments.memberCheckout(cartId);
    } else {
      const { id: guestIdentityId } = await api.identity.createIdentity(identity);
      // A captcha answer is good for one call: whatever happens next, the widget starts over.
      if (captchaToken) this.captcha.reset();
      answered = await api.payments.guestCheckout(cartId, { guestIdentityId, ...(captchaToken ? { captchaToken } : {}) });
    }
    runInAction(() => cart.takeCart(answered));
  }

  /** Where this page's pay calls go. */
  #payTarget(): PayTarget {
    return { cartId: this.cart!.id, injected: this.injected, autoRenew: this.injected ? undefined : autoRenewFor(this.cart, this.#deps.membership.state) };
  }

  /** Completed → the completed page; otherwise a partial payment: the form starts again for the rest. */
  #finish(answered: Cart, paidMinor: number): SubmitResult {
    return runInAction(() => {
      const orderIds = this.#deps.cart.takeCart(answered);
      this.submitting = false;
      if (orderIds) {
        this.outcome = { kind: 'completed', orderIds };
        return 'completed';
      }
      this.giftCards.clear();
      this.schedule.reset();
      this.payment.clearCard();
      this.terms.reset();
      this.message = { kind: 'success', lines: [partialPaymentText(answered, paidMinor, this.#deps.config.timezone)] };
      this.focus = 'message';
      return 'partial';
    });
  }

  async #fail(e: unknown, viaWallet: boolean): Promise<SubmitResult> {
    const err = e instanceof ProviderFailure ? e : toApiError(e);
    if (!(err instanceof ProviderFailure) && err.is('intent_processing')) {
      const cartId = typeof err.extra.cart_id === 'string' ? err.extra.cart_id : this.cart?.id;
      runInAction(() => {
        this.submitting = false;
        if (cartId) this.outcome = { kind: 'pending', cartId, injected: this.injected !== null };
      });
      return 'pending';
    }
    // The answer was lost or the cart is no longer pending: it may have been paid (spec 02 §2).
    const unanswered = !(err instanceof ProviderFailure) && (err.status === null || err.status >= 500);
    if (unanswered || (!(err instanceof ProviderFailure) && err.is('incorrect_cart_state'))) {
      if (await this.#refreshCart()) return 'completed';
    }
    if (err instanceof ProviderFailure || isProviderRefusal(err)) {
      // Expected refusals (card_declined, incorrect_cvc, …) are dropped by the reporter.
      this.#deps.reporter.report(err, { source: 'checkout', step: 'pay' });
      await this.#refreshCart();
      return this.#stop('failed', { kind: 'error', lines: providerFailureLines(err, viaWallet) });
    }
    const failure = failureLines(err, this.mode === 'member');
    // Flows the spec handles (another member's cart, captcha, expiry) are not faults.
    if (failure.kind === 'message') this.#deps.reporter.report(err, { source: 'checkout', step: 'submit' });
    if (failure.kind === 'captcha') this.captcha.reset();
    if (failure.kind === 'expired' && !this.injected) void this.#deps.cart.restore();
    return this.#stop('failed', { kind: 'error', lines: failure.lines, ...(failure.link ? { link: failure.link } : {}) });
  }

  /**
   * Spec 02 §8: after a failure the cart is read again (what was paid, what is left); answers
   * true when it was in fact completed (the page goes to its orders, spec 02 §2).
   */
  async #refreshCart(): Promise<boolean> {
    const { api, cart } = this.#deps;
    const cartId = this.cart?.id;
    if (!cartId) return false;
    let orderIds: string[] | null;
    try {
      const fresh = this.injected ? await api.cart.getInjectedCart(cartId) : await api.cart.getCart(cartId);
      orderIds = runInAction(() => cart.takeCart(fresh));
    } catch (e) {
      const err = toApiError(e);
      orderIds = cartFetchOutcome(err) === 'completed' ? bookedOrderIds(err.extra) : null;
      // Otherwise the message still shows; the cart as it was stays.
    }
    if (!orderIds?.length) return false;
    const completed = orderIds;
    runInAction(() => {
      this.submitting = false;
      this.outcome = { kind: 'completed', orderIds: completed };
    });
    return true;
  }

  /** Spec 02 §5: the other amount is settled before paying; an amount other than the one typed is shown, not paid. */
  #otherAmountSettled(): boolean {
    const outstanding = this.cart?.outstandingMinor ?? 0;
    if (this.schedule.option !== 'other' || this.dueNowMinor >= outstanding) return true;
    return this.schedule.settleBeforePaying(this.dueNowMinor, outstanding);
  }

  #invalid(focus: FocusTarget, text: string): 'invalid' {
    runInAction(() => {
      this.submitting = false;
      if (focus === 'terms') this.terms.refuse();
      this.message = { kind: 'error', lines: [focus === 'message' ? text : M.validation] };
      this.focus = focus;
    });
    return 'invalid';
  }

  #stop(result: SubmitResult, message?: CheckoutMessage, focus: FocusTarget | null = message ? 'message' : null): SubmitResult {
    runInAction(() => {
      this.submitting = false;
      if (message) this.message = message;
      this.focus = focus;
    });
    return result;
  }
}
