import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, QuantityStepper, formatMoney } from '@storefront/shared';
import type { SingleEventFormStore } from './single-event-form-store';

/** Quantity steppers of the single-event form; to be replaced by `ticket-quantities/` `TicketQuantities`. */
export const SingleEventQuantities = observer(function SingleEventQuantities({
  form,
  currency,
  ref,
}: {
  form: SingleEventFormStore;
  currency: string;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <FieldGroup legend="Tickets" error={form.quantityError} ref={ref} className="cat-quantities">
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
    </FieldGroup>
  );
});
