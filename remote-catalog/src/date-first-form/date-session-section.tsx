import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { DatePicker } from '../date-picker/date-picker';
import { useLabelNow } from '../date-picker/use-label-now';
import { dateAnnotations, dateMessages, sessionAnnotations, sessionMessages } from '../message-rules/message-rules';
import { RuleMessages } from '../message-rules/rule-messages';
import { SessionPicker } from '../session-picker/session-picker';
import type { DateFirstFormStore } from './date-first-form-store';

/** The tax legend: the event's message, else what the seller says. */
function taxMessage(eventMessage: string | null, taxIncluded: boolean | null): string | null {
  if (eventMessage) return eventMessage;
  if (taxIncluded === null) return null;
  return taxIncluded ? 'Prices include tax' : 'Prices exclude tax';
}

/** The date picker, the chosen date's messages and the session picker of a single-date admission. */
export const DateSessionSection = observer(function DateSessionSection({
  form,
  dateRef,
  sessionRef,
}: {
  form: DateFirstFormStore;
  dateRef: Ref<HTMLFieldSetElement>;
  sessionRef: Ref<HTMLFieldSetElement>;
}) {
  const { config } = useStores();
  const { event } = form;
  const rules = event.messageRules;
  const tz = event.timezone;
  const prefix = event.settings.pricePrefix ?? undefined;
  const session = form.selectedSession;
  const now = useLabelNow(form.datesAskedAt);
  return (
    <>
      <DatePicker
        dates={form.dates}
        selectedDate={form.selectedDate}
        onSelect={(date) => void form.selectDate(date)}
        onClear={form.clearDate}
        timezone={tz}
        currency={config.currency}
        now={now}
        pricePrefix={prefix}
        includeFees={form.includeFees}
        annotationsFor={(date) => dateAnnotations(rules, date)}
        taxMessage={taxMessage(event.settings.taxMessage, config.settings.taxIncluded)}
        error={form.fieldErrors.date}
        ref={dateRef}
      />
      {form.selectedDate && <RuleMessages messages={dateMessages(rules, form.selectedDate)} />}
      {form.selectedDate && (
        <SessionPicker
          sessions={form.visibleSessions}
          selectedSessionId={form.selectedSessionId}
          onSelect={form.selectSession}
          timezone={tz}
          currency={config.currency}
          loading={form.sessionsLoading}
          tabs={event.settings.sessionPickerTabs}
          hideSoldOut={event.settings.hideSoldOutSessions}
          remainingCapacityThreshold={config.settings.remainingCapacityThreshold}
          pricePrefix={prefix}
          fees={{ include: form.includeFees, byType: form.selection.feesByType }}
          annotationsFor={(s) => sessionAnnotations(rules, s, tz)}
          error={form.fieldErrors.session}
          ref={sessionRef}
        >
          {session && <RuleMessages messages={sessionMessages(rules, session, tz)} />}
        </SessionPicker>
      )}
    </>
  );
});
