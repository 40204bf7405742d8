import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, FieldGroup, Loading, TextField, formatMoney, useStores, type EventDetail, type TicketType } from '@storefront/shared';
import { AddOneFormStore, isFlexible, type AddOneField } from './add-one-form-store';
import './add-one-form.css';

function priceLabel(type: TicketType, currency: string): string {
  if (!isFlexible(type)) return formatMoney(type.priceMinor, currency);
  const min = type.minPriceMinor === null ? null : formatMoney(type.minPriceMinor, currency);
  const max = type.maxPriceMinor === null ? null : formatMoney(type.maxPriceMinor, currency);
  if (min && max) return `${min} – ${max}`;
  return min ? `From ${min}` : max ? `Up to ${max}` : 'Any amount';
}

/** Spec 01 §4 "Add-one flow": gift cards and donations, one ticket at a time. */
export const AddOneForm = observer(function AddOneForm({ event, onReserved }: { event: EventDetail; onReserved: () => void }) {
  const { api, cart, config } = useStores();
  const [query] = useSearchParams();
  const [form] = useState(() => new AddOneFormStore(api, cart, event, { select: query.get('select'), price: query.get('price') }));
  const refs = useRef<Partial<Record<AddOneField, HTMLElement | null>>>({});

  useEffect(() => {
    void form.load();
  }, [form]);

  if (form.state === 'loading') return <Loading label="Loading" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await form.submit();
    if (result.ok) onReserved();
    else if (result.firstInvalid) {
      const el = refs.current[result.firstInvalid];
      el?.scrollIntoView?.({ block: 'center' });
      el?.focus();
    }
  };
  const selected = form.selectedType;
  const noun = form.isDonation ? 'donation' : 'gift card';

  return (
    <form className="cat-form cat-add-one" onSubmit={onSubmit} noValidate aria-label={`Add a ${noun}`}>
      <FieldGroup
        legend={form.isDonation ? 'Choose a donation' : 'Choose a gift card'}
        error={form.errors.type}
        ref={(el) => void (refs.current.type = el)}
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
            <span className="cat-add-one__price">{priceLabel(type, config.currency)}</span>
            {type.summary && <span className="cat-add-one__summary">{type.summary}</span>}
          </label>
        ))}
      </FieldGroup>
      {selected && isFlexible(selected) && (
        <TextField
          label="Amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={selected.minPriceMinor === null ? undefined : selected.minPriceMinor / 100}
          max={selected.maxPriceMinor === null ? undefined : selected.maxPriceMinor / 100}
          required
          hint={priceLabel(selected, config.currency)}
          value={form.amount}
          onChange={(e) => form.setAmount(e.target.value)}
          error={form.errors.amount}
          ref={(el) => void (refs.current.amount = el)}
        />
      )}
      {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
      <div className="cat-form__footer">
        <Button type="submit" variant="primary" busy={form.submitting}>
          {form.submitLabel}
        </Button>
      </div>
    </form>
  );
});
