import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, QuantityStepper, formatMoney, type Money } from '@storefront/shared';
import type { DateFirstFormStore } from '../date-first-form/date-first-form-store';
import type { QuantitySelection } from './quantity-selection';
import { TicketGroupSteppers } from './ticket-group-steppers';
import './ticket-quantities.css';

export interface TicketQuantitiesProps {
  selection: QuantitySelection;
  currency: string;
  /** Prices at the chosen session (type id → price); list prices otherwise. */
  prices?: Record<string, Money>;
  /** Field error; defaults to the selection's own `error`. */
  error?: string | null;
  legend?: string;
  /** The focus target for validation (the fieldset can take focus). */
  ref?: Ref<HTMLFieldSetElement>;
}

/** The earlier props of the date-first form, still accepted. */
export interface LegacyTicketQuantitiesProps {
  form: DateFirstFormStore;
  currency: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Spec 01 §2/§5: steppers per ticket group, with the per-type caps and stepper rules. */
export const TicketQuantities = observer(function TicketQuantities(props: TicketQuantitiesProps | LegacyTicketQuantitiesProps) {
  if ('form' in props) return <LegacyTicketQuantities {...props} />;
  const { selection, currency, prices, error, legend = 'Tickets', ref } = props;
  return (
    <FieldGroup legend={legend} error={error === undefined ? selection.error : error} ref={ref} className="cat-quantities">
      {selection.groups.map((group) => (
        <TicketGroupSteppers
          key={group.id}
          group={group}
          selection={selection}
          currency={currency}
          prices={prices}
          showHeading={selection.groups.length > 1}
        />
      ))}
    </FieldGroup>
  );
});

const LegacyTicketQuantities = observer(function LegacyTicketQuantities({ form, currency, ref }: LegacyTicketQuantitiesProps) {
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
