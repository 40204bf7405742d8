import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, formatDateTime, useStores, type EventDetail, focusFirstInvalid } from '@storefront/shared';
import { AdmitDetailsFields } from '../admit-details/admit-details-fields';
import { CodeRequiredModal } from '../reservation/code-required-modal';
import { SurveyQuestions } from '../survey-questions/survey-questions';
import { TicketQuantities } from '../ticket-quantities/ticket-quantities';
import { FindSeatsButton } from '../seat-selection/find-seats-button';
import { singleEventRouteDataKey, type SingleEventTickets } from './single-event-data';
import { SINGLE_QUANTITIES_ID, SINGLE_SEATS_ID, SingleEventFormStore } from './single-event-form-store';
import './single-event-form.css';
import { useMemberAllowances } from '../ticket-quantities/member-allowances';
import { ReserveFooter } from '../reservation/reserve-footer';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { loadRulesOnInteraction } from '../reservation/validation-rules';

/** Spec 01 §4 "Single-event flow": the one session, its quantities, survey and admit details, then reserve. */
export const SingleEventForm = observer(function SingleEventForm({
  event,
  onReserved,
}: {
  event: EventDetail;
  onReserved: () => void;
}) {
  const { api, cart, config, routeData } = useStores();
  // The tickets the server rendered the page with, when it did (ADR 0017): not asked again.
  const [form] = useState(
    () => new SingleEventFormStore(api, cart, config, event, routeData.take<SingleEventTickets>(singleEventRouteDataKey(event))),
  );
  useMemberAllowances(form.quantities, event);
  const quantitiesRef = useRef<HTMLFieldSetElement>(null);
  const seatsRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (form.state === 'loading') void form.load();
  }, [form]);
  // Spec 01 §4: the seats chosen are let go on leaving.
  useEffect(() => () => form.seats.clear(), [form]);

  if (form.state === 'loading') return <Loading label="Loading tickets" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;
  if (form.state === 'unavailable') {
    return (
      <>
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <TicketsUnavailable />
      </>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await form.submit();
    if (result.ok) onReserved();
    else if (result.firstInvalid === SINGLE_QUANTITIES_ID) focusFirstInvalid(quantitiesRef.current);
    else if (result.firstInvalid === SINGLE_SEATS_ID) focusFirstInvalid(seatsRef.current);
    else focusFirstInvalid(result.firstInvalid);
  };
  const onCode = async (code: string) => {
    const result = await form.retryWithCode(code);
    if (result.ok) onReserved();
  };
  const { quantities } = form;

  return (
    <>
      <form className="cat-form cat-single" onSubmit={onSubmit} {...loadRulesOnInteraction} noValidate aria-label={`Reserve tickets for ${event.name}`}>
        {form.session && (
          <p className="cat-single__when">
            <time dateTime={form.session.start}>{formatDateTime(form.session.start, event.timezone)}</time>
          </p>
        )}
        {form.capacityWarning && <Alert kind="warning">{form.capacityWarning}</Alert>}
        {/* Spec 01 §4: an open seat map hides the quantity selection. */}
        {!form.seats.picker?.isOpen && (
          <TicketQuantities selection={quantities} currency={config.currency} includeFees={config.advertisePriceIncludingFees} ref={quantitiesRef} />
        )}
        <FindSeatsButton seats={form.seats} buttonRef={seatsRef} focusQuantities={() => focusFirstInvalid(quantitiesRef.current)} />
        <SurveyQuestions answers={form.survey} />
        <AdmitDetailsFields details={form.admit} />
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <ReserveFooter count={quantities.ticketCount} totalMinor={quantities.totalMinor(undefined, config.advertisePriceIncludingFees)} currency={config.currency} busy={form.submitting} />
      </form>
      <CodeRequiredModal open={form.codePrompt !== null} message={form.codePrompt ?? undefined} onSubmit={onCode} onClose={form.closeCodePrompt} />
    </>
  );
});
