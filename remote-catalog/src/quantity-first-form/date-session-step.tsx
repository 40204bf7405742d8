import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Loading } from '@storefront/shared';
import { DatePicker } from '../date-picker/date-picker';
import { PRICE_INCREASE_TEXT } from '../date-picker/date-labels';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { dateAnnotations, dateMessages, sessionAnnotations, sessionMessages } from '../message-rules/message-rules';
import { RuleMessages } from '../message-rules/rule-messages';
import { SessionPicker } from '../session-picker/session-picker';
import type { QuantityFirstFormStore } from './quantity-first-form-store';

export interface DateSessionStepProps {
  form: QuantityFirstFormStore;
  currency: string;
  remainingCapacityThreshold: number;
  dateRef: Ref<HTMLFieldSetElement>;
  sessionRef: Ref<HTMLFieldSetElement>;
}

/** Spec 01 §4 quantity-first, once found: the calendar priced for the quantities, then the day's sessions. */
export const DateSessionStep = observer(function DateSessionStep({ form, currency, remainingCapacityThreshold, dateRef, sessionRef }: DateSessionStepProps) {
  const search = form.current;
  if (!form.found || !search) return null;
  if (search.calendarStatus === 'loading') return <Loading label="Finding available tickets" />;
  if (search.calendarStatus !== 'ready') return null;

  const { event } = form;
  const rules = event.messageRules;
  const tz = event.timezone;
  const { settings } = event;
  const date = search.selectedDate;
  const session = search.selectedSession;

  return (
    <>
      {search.dates.length === 0 ? (
        <TicketsUnavailable />
      ) : (
        <DatePicker
          dates={search.dates}
          selectedDate={date}
          onSelect={(d) => void form.selectDate(d)}
          onClear={form.clearDate}
          timezone={tz}
          currency={currency}
          now={Date.now()}
          pricePrefix={settings.pricePrefix ?? undefined}
          includeFees={form.includeFees}
          annotationsFor={(d) => dateAnnotations(rules, d)}
          error={form.fieldErrors.date}
          ref={dateRef}
        />
      )}
      {date && <RuleMessages messages={dateMessages(rules, date)} />}
      {date && (
        <SessionPicker
          sessions={form.visibleSessions}
          selectedSessionId={search.selectedSessionId}
          onSelect={form.selectSession}
          timezone={tz}
          currency={currency}
          loading={search.sessionsStatus === 'loading'}
          tabs={settings.sessionPickerTabs}
          hideSoldOut={settings.hideSoldOutSessions}
          remainingCapacityThreshold={remainingCapacityThreshold}
          priceMode="total"
          fees={{ include: form.includeFees, forQuantities: form.selection.feesMinor }}
          annotationsFor={(s) => sessionAnnotations(rules, s, tz)}
          error={form.fieldErrors.session}
          ref={sessionRef}
        >
          {search.sessionsError && <Alert kind="error">{search.sessionsError}</Alert>}
          {search.sessions.some((s) => s.priceIncrease) && (
            <p className="cat-qf-legend">
              <span className="cat-qf-legend__mark" aria-hidden="true">+</span> {PRICE_INCREASE_TEXT}
            </p>
          )}
          {session && <RuleMessages messages={sessionMessages(rules, session, tz)} />}
        </SessionPicker>
      )}
    </>
  );
});
