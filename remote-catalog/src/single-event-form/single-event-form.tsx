import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, formatDateTime, formatMoney, useStores, type EventDetail } from '@storefront/shared';
import { CodePrompt } from './code-prompt';
import { FindSeatsButton } from './find-seats-button';
import { SESSION_UNAVAILABLE_MESSAGE, SingleEventFormStore } from './single-event-form-store';
import { SingleEventQuantities } from './single-event-quantities';
import './single-event-form.css';

/** Spec 01 §4 "Single-event flow": the one session, its quantities, then reserve. */
export const SingleEventForm = observer(function SingleEventForm({
  event,
  onReserved,
}: {
  event: EventDetail;
  onReserved: () => void;
}) {
  const { api, cart, config } = useStores();
  const [form] = useState(
    () => new SingleEventFormStore(api, cart, event, config.web.remaining_capacity_threshold),
  );
  const quantitiesRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    void form.load();
  }, [form]);

  if (form.state === 'loading') return <Loading label="Loading tickets" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;
  if (form.state === 'unavailable') {
    return (
      <>
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <Alert kind="warning">{SESSION_UNAVAILABLE_MESSAGE}</Alert>
      </>
    );
  }

  const submit = async (codes?: string[]) => {
    const result = await form.submit(codes);
    if (result.ok) onReserved();
    else if (form.quantityError) {
      quantitiesRef.current?.scrollIntoView?.({ block: 'center' });
      quantitiesRef.current?.focus();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <>
      <form className="cat-form cat-single" onSubmit={onSubmit} noValidate aria-label={`Reserve tickets for ${event.name}`}>
        {form.session && (
          <p className="cat-single__when">
            <time dateTime={form.session.start}>{formatDateTime(form.session.start, event.timezone)}</time>
          </p>
        )}
        {form.capacityWarning && <Alert kind="warning">{form.capacityWarning}</Alert>}
        <SingleEventQuantities form={form} currency={config.currency} ref={quantitiesRef} />
        <FindSeatsButton groups={form.ticketGroups} />
        {/* Survey questions and admit details (survey-questions/, admit-details/) mount here. */}
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <div className="cat-form__footer">
          {form.ticketCount > 0 && (
            <p className="cat-form__total" aria-live="polite">
              Total: <strong>{formatMoney(form.totalMinor, config.currency)}</strong>
            </p>
          )}
          <Button type="submit" variant="primary" busy={form.submitting}>
            {form.ticketCount > 0 ? `Add ${form.ticketCount} ${form.ticketCount === 1 ? 'ticket' : 'tickets'} to cart` : 'Add to cart'}
          </Button>
        </div>
      </form>
      <CodePrompt
        open={form.codeRequired}
        error={form.codeError}
        busy={form.submitting}
        onSubmit={(code) => void submit([code])}
        onClose={form.closeCodeModal}
      />
    </>
  );
});
