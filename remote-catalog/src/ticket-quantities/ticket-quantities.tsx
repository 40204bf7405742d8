import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, type Money } from '@storefront/shared';
import type { QuantitySelection } from './quantity-selection';
import { TicketGroupSteppers } from './ticket-group-steppers';
import './ticket-quantities.css';

export interface TicketQuantitiesProps {
  selection: QuantitySelection;
  currency: string;
  /** Prices at the chosen session (type id → price); list prices otherwise. */
  prices?: Record<string, Money>;
  /** The seller advertises prices including outside fees (spec 01 §9). */
  includeFees?: boolean;
  /** Field error; defaults to the selection's own `error`. */
  error?: string | null;
  legend?: string;
  /** The focus target for validation (the fieldset can take focus). */
  ref?: Ref<HTMLFieldSetElement>;
}

/** Spec 01 §2/§5: steppers per ticket group, with the per-type caps and stepper rules. */
export const TicketQuantities = observer(function TicketQuantities({
  selection,
  currency,
  prices,
  includeFees,
  error,
  legend = 'Tickets',
  ref,
}: TicketQuantitiesProps) {
  return (
    <FieldGroup legend={legend} error={error === undefined ? selection.error : error} ref={ref} className="cat-quantities">
      {selection.groups.map((group) => (
        <TicketGroupSteppers
          key={group.id}
          group={group}
          selection={selection}
          currency={currency}
          prices={prices}
          includeFees={includeFees}
          showHeading={selection.groups.length > 1}
        />
      ))}
    </FieldGroup>
  );
});
