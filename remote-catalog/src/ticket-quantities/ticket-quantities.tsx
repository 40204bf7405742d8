import { forwardRef } from 'react';
import { observer } from 'mobx-react-lite';
import { QuantityStepper, formatMoney } from '@storefront/shared';
import type { DateFirstFormStore } from '../date-first-form/date-first-form-store';

/** Spec 01 §2/§5: a stepper per ticket type, capped by group, session and default limits. */
export const TicketQuantities = observer(
  forwardRef<HTMLFieldSetElement, { form: DateFirstFormStore; currency: string }>(function TicketQuantities(
    { form, currency },
    ref,
  ) {
    const error = form.fieldErrors.quantities;
    return (
      <fieldset
        className="cat-quantities"
        ref={ref}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'cat-quantities-error' : undefined}
      >
        <legend>Tickets</legend>
        {form.ticketTypes.map((type) => (
          <div key={type.id} className="cat-quantities__row">
            <div className="cat-quantities__label">
              <span className="cat-quantities__name">{type.name}</span>
              <span className="cat-quantities__price">{formatMoney(type.priceMinor, currency)}</span>
            </div>
            <QuantityStepper
              label={type.name}
              value={form.quantities[type.id] ?? 0}
              min={0}
              max={form.maxFor(type)}
              onChange={(n) => form.setQuantity(type.id, n)}
            />
          </div>
        ))}
        {error && (
          <p id="cat-quantities-error" className="sf-field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }),
);
