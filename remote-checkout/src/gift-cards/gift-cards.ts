import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, errorMessage, toApiError, type Api, type GiftCard, type Money } from '@storefront/shared';

/** Spec 02 §5 gift card messages (exact wording). */
export const GIFT_CARD_MESSAGES = {
  required: 'Please enter a gift card number.',
  tooLong: 'Please enter no more than 70 characters.',
  alreadyApplied: 'Oops! You already applied this gift card',
  zeroBalance: 'Gift Card balance is $0',
  notFound: 'Gift card not found',
} as const;

export const GIFT_CARD_MAX_LENGTH = 70;

export interface GiftCardPayment {
  number: string;
  amountMinor: Money;
}

/** The gift cards applied at checkout: they pay first, as ledger entries; the card pays the rest. */
export class GiftCards {
  cards: GiftCard[] = [];
  adding = false;
  error: string | null = null;

  readonly #api: Api;

  constructor(api: Api) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** What each card pays of `payNowMinor`, in the order they were added; cards paying nothing are left out. */
  payments(payNowMinor: Money): GiftCardPayment[] {
    let left = payNowMinor;
    const out: GiftCardPayment[] = [];
    for (const card of this.cards) {
      const amountMinor = Math.min(card.balanceMinor, left);
      if (amountMinor <= 0) continue;
      out.push({ number: card.number, amountMinor });
      left -= amountMinor;
    }
    return out;
  }

  /** Looks the card up and adds it; true when added (the modal closes), else `error` says why. */
  async add(input: string): Promise<boolean> {
    const number = input.trim();
    this.error = validateNumber(number, this.cards);
    if (this.error) return false;
    this.adding = true;
    try {
      const card = await this.#api.payments.lookupGiftCard(number);
      return runInAction(() => {
        this.adding = false;
        if (!card.active || card.balanceMinor <= 0) {
          this.error = GIFT_CARD_MESSAGES.zeroBalance;
          return false;
        }
        this.cards = [...this.cards, card];
        return true;
      });
    } catch (e) {
      const err = toApiError(e);
      runInAction(() => {
        this.adding = false;
        this.error = isNotFound(err) ? GIFT_CARD_MESSAGES.notFound : errorMessage(err);
      });
      return false;
    }
  }

  remove(number: string): void {
    this.cards = this.cards.filter((c) => c.number !== number);
  }

  clearError(): void {
    this.error = null;
  }

  /** After a payment the applied cards are spent: the list starts again. */
  clear(): void {
    this.cards = [];
    this.error = null;
  }
}

const isNotFound = (e: ApiError) => e.is('ledger_not_found') || e.status === 404;

function validateNumber(number: string, applied: GiftCard[]): string | null {
  if (!number) return GIFT_CARD_MESSAGES.required;
  if (number.length > GIFT_CARD_MAX_LENGTH) return GIFT_CARD_MESSAGES.tooLong;
  if (applied.some((c) => c.number.toLowerCase() === number.toLowerCase())) return GIFT_CARD_MESSAGES.alreadyApplied;
  return null;
}
