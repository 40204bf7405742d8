import { makeAutoObservable } from 'mobx';
import { clampOtherAmount, toWireAmount, type Money, type ScheduledPayment } from '@storefront/shared';

export type ScheduleOption = 'due' | 'outstanding' | 'other';

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
  }

  /** On leaving the field: the input shows the clamped amount with 2 decimals. */
  settleOther(dueMinor: Money, outstandingMinor: Money): void {
    this.otherInput = toWireAmount(clampOtherAmount(this.otherInput, dueMinor, outstandingMinor));
  }

  reset(): void {
    this.option = 'due';
    this.otherInput = '';
  }
}
