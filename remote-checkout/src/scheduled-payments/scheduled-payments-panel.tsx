import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { TextField, formatDate, formatMoney, type Cart } from '@storefront/shared';
import { scheduleOptions, scheduledPaymentLabel, type ScheduleChoice, type ScheduleOption } from './schedule-choice';

export interface ScheduledPaymentsPanelProps {
  cart: Cart;
  /** The least to pay now (CheckoutStore.dueNowMinor). */
  dueMinor: number;
  schedule: ScheduleChoice;
  timezone: string;
  now: number;
  /** The 'Other amount' input (focused when its amount was adjusted on paying). */
  otherRef?: Ref<HTMLInputElement>;
}

/** Said by the field when the amount typed was clamped or rounded: the amount that will be paid. */
export const otherAdjustedText = (amount: string) => `The amount to pay is ${amount}. Please check it and pay again.`;

/** Spec 02 §4: the cart's scheduled payments and how much to pay now (due, outstanding or other). */
export const ScheduledPaymentsPanel = observer(function ScheduledPaymentsPanel({ cart, dueMinor: due, schedule, timezone, now, otherRef }: ScheduledPaymentsPanelProps) {
  const outstanding = cart.outstandingMinor;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const labels: Record<ScheduleOption, string> = {
    due: `Amount due now (${money(due)})`,
    outstanding: `Full outstanding balance (${money(outstanding)})`,
    other: 'Another amount',
  };
  const options = scheduleOptions(due, outstanding);
  const selected = options.includes(schedule.option) ? schedule.option : options[0]!;
  return (
    <section className="chk-section chk-schedule" aria-labelledby="chk-schedule-title">
      <h2 id="chk-schedule-title" className="chk-section__title">
        Scheduled payments
      </h2>
      <ul className="chk-schedule__list">
        {cart.scheduledPayments.map((p) => (
          <li key={p.id} className="chk-schedule__item">
            <span>{formatDate(p.dueDate, timezone)}</span> <span>{money(p.amountMinor)}</span>{' '}
            {p.status === 'paid' ? <span className="chk-schedule__status">Paid</span> : <span className="chk-schedule__status">{scheduledPaymentLabel(p, now)}</span>}
          </li>
        ))}
      </ul>
      <fieldset className="chk-schedule__choice">
        <legend>How much would you like to pay now?</legend>
        {options.map((o) => (
          <label key={o} className="chk-schedule__option">
            <input type="radio" name="chk-schedule" value={o} checked={selected === o} onChange={() => schedule.choose(o)} /> {labels[o]}
          </label>
        ))}
        {selected === 'other' && (
          <TextField
            label="Other amount"
            inputMode="decimal"
            hint={`Between ${money(due)} and ${money(outstanding)}`}
            error={schedule.otherAdjusted ? otherAdjustedText(money(schedule.amountMinor(due, outstanding))) : null}
            announceError
            ref={otherRef}
            value={schedule.otherInput}
            onChange={(e) => schedule.setOther(e.target.value)}
            onBlur={() => schedule.settleOther(due, outstanding)}
          />
        )}
      </fieldset>
    </section>
  );
});
