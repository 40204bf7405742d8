import { useId, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button } from '@storefront/shared';
import { quantityMessages } from '../message-rules/message-rules';
import { RuleMessages } from '../message-rules/rule-messages';
import { TicketQuantities } from '../ticket-quantities/ticket-quantities';
import type { QuantityFirstFormStore } from './quantity-first-form-store';

export interface QuantitiesStepProps {
  form: QuantityFirstFormStore;
  currency: string;
  quantitiesRef: Ref<HTMLFieldSetElement>;
  findRef: Ref<HTMLButtonElement>;
  changeRef: Ref<HTMLButtonElement>;
  onFind(): void;
  onChange(): void;
}

/**
 * Spec 01 §4 quantity-first, first step: the steppers and 'Find available tickets' while
 * open; once found, what was chosen with a 'Change' button that reopens them.
 */
export const QuantitiesStep = observer(function QuantitiesStep({ form, currency, quantitiesRef, findRef, changeRef, onFind, onChange }: QuantitiesStepProps) {
  const findErrorId = useId();
  const summaryId = useId();
  const { selection, event } = form;
  const messages = quantityMessages(event.messageRules, selection.byType, selection.ticketTypes, selection.groups);

  if (!form.quantitiesOpen) {
    const chosen = selection.ticketTypes.filter((t) => selection.count(t.id) > 0);
    return (
      <section className="cat-qf-quantities cat-qf-quantities--closed" aria-label="Tickets">
        <ul id={summaryId} className="cat-qf-quantities__summary">
          {chosen.map((t) => (
            <li key={t.id}>
              {selection.count(t.id)} × {t.name}
            </li>
          ))}
        </ul>
        <Button variant="link" ref={changeRef} aria-describedby={summaryId} onClick={onChange}>
          Change
        </Button>
      </section>
    );
  }

  const findError = form.fieldErrors.find;
  return (
    <div className="cat-qf-quantities">
      <TicketQuantities selection={selection} currency={currency} includeFees={form.includeFees} ref={quantitiesRef} />
      <RuleMessages messages={messages} />
      {form.calendarError && <Alert kind="error">{form.calendarError}</Alert>}
      <div className="cat-qf-quantities__find">
        <Button
          variant="secondary"
          ref={findRef}
          aria-describedby={findError ? findErrorId : undefined}
          aria-invalid={findError ? true : undefined}
          onClick={onFind}
        >
          Find available tickets
        </Button>
        {findError && (
          <p id={findErrorId} className="sf-field__error" role="alert">
            {findError}
          </p>
        )}
      </div>
    </div>
  );
});
