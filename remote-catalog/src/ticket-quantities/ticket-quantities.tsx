import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, QuantityStepper, formatMoney } from '@storefront/shared';
import type { DateFirstFormStore } from '../date-first-form/date-first-form-store';

/** Spec 01 §2/§5: a stepper per ticket type, capped by group, session and default limits. */
export const TicketQuantities = observer(function TicketQuantities({
  form,
  currency,
  ref,
}: {
  form: DateFirstFormStore;
  currency: string;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <FieldGroup legend="Tickets" error={form.fieldErrors.quantities} ref={ref} className="cat-quantities">
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
