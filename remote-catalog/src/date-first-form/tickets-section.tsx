import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { AdmitDetailsFields } from '../admit-details/admit-details-fields';
import { CitypassFields } from '../citypass/citypass-fields';
import { quantityMessages } from '../message-rules/message-rules';
import { RuleMessages } from '../message-rules/rule-messages';
import { SurveyQuestions } from '../survey-questions/survey-questions';
import { TicketQuantities } from '../ticket-quantities/ticket-quantities';
import type { DateFirstFormStore } from './date-first-form-store';
import { FindSeatsButton } from '../seat-selection/find-seats-button';

/** Quantities with their messages, the seat selection spot, CityPASS vouchers, survey questions and admit fields. */
export const TicketsSection = observer(function TicketsSection({
  form,
  quantitiesRef,
  seatsRef,
  focusQuantities,
}: {
  form: DateFirstFormStore;
  quantitiesRef: Ref<HTMLFieldSetElement>;
  seatsRef: Ref<HTMLButtonElement>;
  focusQuantities(): void;
}) {
  const { config } = useStores();
  const { selection, event } = form;
  const messages = quantityMessages(event.messageRules, selection.quantities, selection.ticketTypes, selection.groups, {
    session: form.selectedSession,
    date: form.selectedDate,
    timezone: event.timezone,
  });
  return (
    <>
      <TicketQuantities selection={selection} currency={config.currency} prices={form.sessionPrices} includeFees={form.includeFees} ref={quantitiesRef} />
      <RuleMessages messages={messages} />
      <FindSeatsButton seats={form.seats} buttonRef={seatsRef} focusQuantities={focusQuantities} />
      {form.activeCitypass && <CitypassFields codes={form.activeCitypass} />}
      <SurveyQuestions answers={form.survey} />
      <AdmitDetailsFields details={form.admit} />
    </>
  );
});
