import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PaymentRequest, Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import type { Api, SavedPaymentMethod } from '@storefront/shared';
import { loadStripeJs, type StripeProvider } from './stripe-loader';

/** Spec 02 §9 payment method order: Apple Pay, Google Pay, card (and a member's saved cards). */
export type PaymentMethodChoice = 'apple' | 'google' | 'card' | `saved:${string}`;
export type WalletSupport = 'apple' | 'google' | 'none';
export type StripeStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The card provider in the browser: Stripe.js loading, the card element's state, the wallet
 * on offer, a member's saved cards and the chosen method. The Stripe objects themselves are
 * kept as plain references (not observed).
 */
export class PaymentStore {
  status: StripeStatus = 'idle';
  stripe: Stripe | null = null;
  card: StripeCardElement | null = null;
  choice: PaymentMethodChoice = 'card';
  cardComplete = false;
  cardError: string | null = null;
  /** Which wallet this browser offers (canMakePayment), once known. */
  walletAvailable: { apple: boolean; google: boolean } | null = null;
  savedCards: SavedPaymentMethod[] = [];

  readonly #provider: StripeProvider | null;
  readonly #walletSupport: WalletSupport;

  constructor(provider: StripeProvider | null, walletSupport: WalletSupport) {
    this.#provider = provider;
    this.#walletSupport = walletSupport;
    makeAutoObservable(this, { stripe: observableRef, card: observableRef, savedCards: observableRef }, { autoBind: true });
  }

  /** The wallet the seller offers and this browser supports, in spec order. */
  get wallets(): ('apple' | 'google')[] {
    const w = this.walletAvailable;
    if (!w || this.#walletSupport === 'none') return [];
    return this.#walletSupport === 'apple' ? (w.apple ? ['apple'] : []) : w.google ? ['google'] : [];
  }
  /** The seller offers a wallet this browser cannot use: the wallet-not-supported warning. */
  get walletUnsupported(): boolean {
    return this.#walletSupport !== 'none' && this.walletAvailable !== null && this.wallets.length === 0;
  }
  get walletName(): string {
    return this.#walletSupport === 'google' ? 'Google Pay' : 'Apple Pay';
  }
  get isWallet(): boolean {
    return this.choice === 'apple' || this.choice === 'google';
  }
  get savedCardId(): string | null {
    return this.choice.startsWith('saved:') ? this.choice.slice('saved:'.length) : null;
  }

  /** Loads Stripe.js and creates the card element; `failed` shows the Stripe-unable-to-load message. */
  async load(): Promise<Stripe | null> {
    if (this.stripe) return this.stripe;
    if (!this.#provider || this.status === 'loading') return null;
    this.status = 'loading';
    try {
      const stripe = await loadStripeJs(this.#provider);
      const card = stripe.elements().create('card');
      card.on('change', this.onCardChange);
      runInAction(() => {
        this.stripe = stripe;
        this.card = card;
        this.status = 'ready';
      });
      return stripe;
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
      return null;
    }
  }

  /** A wallet payment request for this amount (minor units); answers whether a wallet is offered. */
  async checkWallet(amountMinor: number, currency: string, label: string): Promise<PaymentRequest | null> {
    if (!this.stripe || this.#walletSupport === 'none') return null;
    const request = this.stripe.paymentRequest({
      country: currency.toUpperCase() === 'GBP' ? 'GB' : 'US',
      currency: currency.toLowerCase(),
      total: { label, amount: amountMinor },
      requestPayerName: true,
      requestPayerEmail: true,
      requestPayerPhone: true,
    });
    const can = await request.canMakePayment();
    runInAction(() => {
      this.walletAvailable = { apple: can?.applePay === true, google: can?.googlePay === true };
      if (this.wallets.length && this.choice === 'card' && this.savedCards.length === 0) this.choice = this.wallets[0]!;
    });
    return request;
  }

  async loadSavedCards(api: Api): Promise<void> {
    try {
      const cards = await api.payments.getSavedPaymentMethods();
      runInAction(() => {
        this.savedCards = cards;
      });
    } catch {
      // No saved cards to offer: the card form stays.
    }
  }

  choose(choice: PaymentMethodChoice): void {
    this.choice = choice;
    this.cardError = null;
  }

  onCardChange(e: Pick<StripeCardElementChangeEvent, 'complete' | 'error'>): void {
    this.cardComplete = e.complete;
    this.cardError = e.error?.message ?? null;
  }

  setCardError(message: string | null): void {
    this.cardError = message;
  }

  /** After a partial payment: the card field is cleared. */
  clearCard(): void {
    this.card?.clear();
    this.cardComplete = false;
    this.cardError = null;
  }
}
