import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { QuantityStepper, advertisedPrice, formatMoney, type Money, type TicketGroup, type TicketType } from '@storefront/shared';
import type { QuantitySelection } from './quantity-selection';

/**
 * One ticket group's steppers. The shared stepper steps by one; the group's own steps
 * (single-type minimum, straight to zero, exactly-one) come from the selection, so the
 * stepper is given bounds that only enable a button the selection allows.
 */
/** Home on the stepper asks for the minimum in one go: take the selection's own steps down to it. */
function stepDownTo(selection: QuantitySelection, type: TicketType, target: number): void {
  do selection.decrement(type);
  while (selection.count(type.id) > target && selection.canDecrement(type));
}

export const TicketGroupSteppers = observer(function TicketGroupSteppers({
  group,
  selection,
  currency,
  prices,
  includeFees = false,
  showHeading,
}: {
  group: TicketGroup;
  selection: QuantitySelection;
  currency: string;
  prices?: Record<string, Money>;
  /** The seller advertises prices including outside fees (spec 01 §9). */
  includeFees?: boolean;
  showHeading: boolean;
}) {
  const headingId = useId();
  const types = group.ticketTypes.filter((t) => !selection.isHidden(t));
  if (types.length === 0) return null;
  // With several groups, each is a named group, so 'Add one Adult' of Premium and of Standard are told apart.
  return (
    <div className="cat-quantities__group" {...(showHeading ? { role: 'group', 'aria-labelledby': headingId } : {})}>
      {showHeading && (
        <h3 id={headingId} className="cat-quantities__group-name">
          {group.name}
        </h3>
      )}
      {showHeading && group.description && <p className="cat-quantities__description">{group.description}</p>}
      {types.map((type) => {
        const value = selection.count(type.id);
        return (
          <div key={type.id} className="cat-quantities__row">
            <div className="cat-quantities__label">
              <span className="cat-quantities__name">{type.name}</span>
              <span className="cat-quantities__price">{formatMoney(advertisedPrice(prices?.[type.id] ?? type.priceMinor, type.feesMinor, includeFees), currency)}</span>
              {type.description && <span className="cat-quantities__description">{type.description}</span>}
            </div>
            <QuantityStepper
              label={type.name}
              value={value}
              min={selection.canDecrement(type) ? 0 : value}
              max={selection.canIncrement(type) ? Infinity : value}
              onChange={(n) => (n > value ? selection.increment(type) : stepDownTo(selection, type, n))}
            />
          </div>
        );
      })}
    </div>
  );
});
