import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, FieldGroup, Loading, formatMoney, useStores, type EventDetail, type TicketGroup, type TicketType, focusFirstInvalid } from '@storefront/shared';
import { FlexibleAmountField, isFlexiblePrice } from '../flexible-amount/flexible-amount-field';
import { CodeRequiredModal } from '../reservation/code-required-modal';
import { addOneRouteDataKey } from './add-one-data';
import { ADD_ONE_AMOUNT_ID, AddOneFormStore } from './add-one-form-store';
import './add-one-form.css';

/** A fixed price as shown (fees in when advertised, spec 01 §9); a flexible amount's own min/max. */
function priceLabel(type: TicketType, currency: string, shownPrice: (priceMinor: number, feesMinor: number) => number): string {
  if (!isFlexiblePrice(type)) return formatMoney(shownPrice(type.priceMinor, type.feesMinor), currency);
  const min = type.minPriceMinor === null ? null : formatMoney(type.minPriceMinor, currency);
  const max = type.maxPriceMinor === null ? null : formatMoney(type.maxPriceMinor, currency);
  if (min && max) return `${min} – ${max}`;
  return min ? `From ${min}` : max ? `Up to ${max}` : 'Any amount';
}

/** Spec 01 §4 "Add-one flow": gift cards and donations, one ticket at a time. */
export const AddOneForm = observer(function AddOneForm({ event, onReserved }: { event: EventDetail; onReserved: () => void }) {
  const { api, cart, config, routeData } = useStores();
  const [query] = useSearchParams();
  // The groups the server rendered the page with, when it did (ADR 0017): not asked again.
  const [form] = useState(
    () =>
      new AddOneFormStore(
        api,
        cart,
        event,
        { select: query.get('select'), price: query.get('price') },
        routeData.take<TicketGroup[]>(addOneRouteDataKey(event)),
      ),
  );
  const typesRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (form.state === 'loading') void form.load();
  }, [form]);

  if (form.state === 'loading') return <Loading label="Loading" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await form.submit();
    if (result.ok) onReserved();
    else if (result.firstInvalid) focusFirstInvalid(result.firstInvalid === 'type' ? typesRef.current : ADD_ONE_AMOUNT_ID);
  };
  const onCode = async (code: string) => {
    if (await form.retryWithCode(code)) onReserved();
  };
  const selected = form.selectedType;
  const noun = form.isDonation ? 'donation' : 'gift card';

  return (
    <>
      <form className="cat-form cat-add-one" onSubmit={onSubmit} noValidate aria-label={`Add a ${noun}`}>
        <FieldGroup
          legend={form.isDonation ? 'Choose a donation' : 'Choose a gift card'}
          error={form.errors.type}
          ref={typesRef}
          className="cat-add-one__types"
        >
          {form.types.map((type) => (
            <label key={type.id} className="cat-add-one__card">
              <input
                type="radio"
                name="cat-add-one-type"
                value={type.id}
                checked={form.selectedTypeId === type.id}
                onChange={() => form.selectType(type.id)}
              />
              <span className="cat-add-one__name">{type.name}</span>
              <span className="cat-add-one__price">{priceLabel(type, config.currency, (price, fees) => config.shownPrice(price, fees))}</span>
              {type.summary && <span className="cat-add-one__summary">{type.summary}</span>}
            </label>
          ))}
        </FieldGroup>
        {selected && isFlexiblePrice(selected) && (
          <FlexibleAmountField
            id={ADD_ONE_AMOUNT_ID}
            type={selected}
            currency={config.currency}
            value={form.amount}
            onChange={form.setAmount}
            error={form.errors.amount}
          />
        )}
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <div className="cat-form__footer">
          <Button type="submit" variant="primary" busy={form.submitting}>
            {form.submitLabel}
          </Button>
        </div>
      </form>
      <CodeRequiredModal open={form.codePrompt !== null} message={form.codePrompt ?? undefined} onSubmit={onCode} onClose={form.closeCodePrompt} />
    </>
  );
});
