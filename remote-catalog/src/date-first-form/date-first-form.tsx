import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, formatMoney, useStores, type EventDetail } from '@storefront/shared';
import { DatePicker } from '../date-picker/date-picker';
import { SessionPicker } from '../session-picker/session-picker';
import { TicketQuantities } from '../ticket-quantities/ticket-quantities';
import { DateFirstFormStore, type FormField } from './date-first-form-store';

/** Spec 01 §2 "Date-first reservation form". */
export const DateFirstForm = observer(function DateFirstForm({
  event,
  onReserved,
}: {
  event: EventDetail;
  onReserved: () => void;
}) {
  const { api, cart, config } = useStores();
  const [form] = useState(() => new DateFirstFormStore(api, cart, event));
  const fieldRefs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});

  useEffect(() => {
    void form.load();
  }, [form]);

  if (form.state === 'loading') return <Loading label="Loading dates" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;
  if (form.state === 'no-dates') return <Alert kind="warning">Tickets are currently unavailable for this event.</Alert>;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await form.submit();
    if (result.ok) onReserved();
    else if (result.firstInvalid) {
      const el = fieldRefs.current[result.firstInvalid];
      el?.scrollIntoView?.({ block: 'center' });
      el?.focus();
    }
  };

  return (
    <form className="cat-form" onSubmit={onSubmit} noValidate aria-label={`Reserve tickets for ${event.name}`}>
      <DatePicker
        dates={form.dates}
        selectedDate={form.selectedDate}
        onSelect={(date) => void form.selectDate(date)}
        onClear={form.clearDate}
        timezone={event.timezone}
        currency={config.currency}
        now={Date.now()}
        error={form.fieldErrors.date}
        ref={(el) => void (fieldRefs.current.date = el)}
      />
      {form.selectedDate && (
        <SessionPicker
          sessions={form.sessions}
          selectedSessionId={form.selectedSessionId}
          onSelect={form.selectSession}
          timezone={event.timezone}
          currency={config.currency}
          loading={form.sessionsLoading}
          error={form.fieldErrors.session}
          ref={(el) => void (fieldRefs.current.session = el)}
        />
      )}
      {form.selectedSession && (
        <TicketQuantities form={form} currency={config.currency} ref={(el) => void (fieldRefs.current.quantities = el)} />
      )}
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
  );
});
