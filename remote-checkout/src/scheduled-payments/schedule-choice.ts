import { makeAutoObservable } from 'mobx';
import { toWireAmount, type Money, type ScheduledPayment } from '@storefront/shared';
import { clampOtherAmount, parseAmountMinor } from '@storefront/shared/validation';

export type ScheduleOption = 'due' | 'outstanding' | 'other';

/** An amount typed with no more than 2 decimals (more are rounded: not the amount typed). */
const AT_MOST_2_DECIMALS = /^\s*\d*(?:[.,]\d{0,2})?\s*$/;

/** Spec 02 §4: when what is due equals what is outstanding, only 'outstanding' is offered. */
export const scheduleOptions = (dueMinor: Money, outstandingMinor: Money): ScheduleOption[] =>
  dueMinor >= outstandingMinor ? ['outstanding'] : ['due', 'outstanding', 'other'];

/** Spec 02 §4: Overdue when the due date minus one second is before now, else Upcoming. */
export const scheduledPaymentLabel = (p: ScheduledPayment, now: number): 'Upcoming' | 'Overdue' =>
  Date.parse(p.dueDate) - 1000 < now ? 'Overdue' : 'Upcoming';

/** How much of a scheduled-payments cart to pay now: the amount due (default), all of it, or another amount. */
export class ScheduleChoice {
  option: ScheduleOption = 'due';
  otherInput = '';
  /** Settling changed the amount typed (clamped or rounded): the field says what will be paid. */
  otherAdjusted = false;
  /** A submit already stopped on that adjusted amount: the next one pays it. */
  otherConfirmed = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  amountMinor(dueMinor: Money, outstandingMinor: Money): Money {
    if (dueMinor >= outstandingMinor || this.option === 'outstanding') return outstandingMinor;
    if (this.option === 'other') return clampOtherAmount(this.otherInput, dueMinor, outstandingMinor);
    return dueMinor;
  }

  choose(option: ScheduleOption): void {
    this.option = option;
  }

  setOther(input: string): void {
    this.otherInput = input;
    this.otherAdjusted = false;
    this.otherConfirmed = false;
  }

  /** On leaving the field: the input shows the clamped amount with 2 decimals. */
  settleOther(dueMinor: Money, outstandingMinor: Money): void {
    const settled = clampOtherAmount(this.otherInput, dueMinor, outstandingMinor);
    if (!AT_MOST_2_DECIMALS.test(this.otherInput) || parseAmountMinor(this.otherInput) !== settled) this.otherAdjusted = true;
    this.otherInput = toWireAmount(settled);
  }

  /**
   * Before paying: settles the input; false (once) when the amount is not the one typed, so the
   * visitor sees what will be paid before paying it.
   */
  settleBeforePaying(dueMinor: Money, outstandingMinor: Money): boolean {
    this.settleOther(dueMinor, outstandingMinor);
    if (!this.otherAdjusted || this.otherConfirmed) return true;
    this.otherConfirmed = true;
    return false;
  }

  reset(): void {
    this.option = 'due';
    this.otherInput = '';
    this.otherAdjusted = false;
    this.otherConfirmed = false;
  }
}
