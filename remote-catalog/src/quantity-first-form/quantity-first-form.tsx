import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, useStores, type EventDetail, focusFirstInvalid } from '@storefront/shared';
import { AdmitDetailsFields } from '../admit-details/admit-details-fields';
import { CodeRequiredModal } from '../reservation/code-required-modal';
import { QUERY_MESSAGES } from '../reserve-query/query-input';
import { parseReserveQuery } from '../reserve-query/reserve-query';
import { SurveyQuestions } from '../survey-questions/survey-questions';
import { DateSessionStep } from './date-session-step';
import { QuantitiesStep } from './quantities-step';
import { QuantityFirstFormStore, type FocusTarget, type SubmitResult } from './quantity-first-form-store';
import { runQuantityFirstQuery } from './quantity-first-query';
import './quantity-first-form.css';
import { useMemberAllowances } from '../ticket-quantities/member-allowances';
import { ReserveFooter } from '../reservation/reserve-footer';
import { loadRulesOnInteraction } from '../reservation/validation-rules';


export interface QuantityFirstFormProps {
  event: EventDetail;
  /** Called with the ticket group ids reserved. */
  onReserved(groupIds: string[]): void;
  /** The event page's query (deep-link parameters). */
  query?: URLSearchParams;
}

type FocusKey = Exclude<FocusTarget, { domId: string }> | 'change';

/** Spec 01 §2 panel 7 and §4 "Quantity-first flow": quantities, find, date, session, details, reserve. */
export const QuantityFirstForm = observer(function QuantityFirstForm({ event, onReserved, query }: QuantityFirstFormProps) {
  const { api, cart, config } = useStores();
  const [form] = useState(() => new QuantityFirstFormStore(api, cart, config, event));
  useMemberAllowances(form.selection, event);
  const refs = useRef<Partial<Record<FocusKey, HTMLElement | null>>>({});
  const setRef = (key: FocusKey) => (el: HTMLElement | null) => void (refs.current[key] = el);
  /** Focus moves after the render that shows the target. */
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    focusFirstInvalid(typeof target === 'string' ? refs.current[target] : target.domId);
  }, [focusRequest]);
  const focus = (target: FocusTarget | null) => target && setFocusRequest({ target });

  const done = (result: SubmitResult) => {
    if (result.ok) onReserved(result.groupIds);
    else focus(result.focus);
  };
  const queryText = query?.toString() ?? '';
  useEffect(() => {
    // Spec 01 §2: the deep-link parameters apply once, on arrival.
    if (queryText) void runQuantityFirstQuery(form, parseReserveQuery(new URLSearchParams(queryText))).then((r) => r && done(r));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form; `done` reads the latest props
  }, [form, queryText]);
  const onFind = async () => {
    const found = await form.findTickets();
    focus(found ? 'date' : 'quantities');
  };
  const onChange = () => {
    form.reopenQuantities();
    focus('quantities');
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    done(await form.submit());
  };
  const onCode = async (code: string) => done(await form.retryWithCode(code));

  if (form.queryBlocked) return <Alert kind="error">{QUERY_MESSAGES.strictUnavailable}</Alert>;
  const { selection } = form;
  const count = selection.ticketCount;
  const sessionChosen = form.found && form.current?.selectedSession != null;

  return (
    <>
      <form className="cat-form cat-qf" onSubmit={onSubmit} {...loadRulesOnInteraction} noValidate aria-label={`Reserve tickets for ${event.name}`}>
        {form.queryWarning && <Alert kind="warning">{form.queryWarning}</Alert>}
        <QuantitiesStep
          form={form}
          currency={config.currency}
          quantitiesRef={setRef('quantities')}
          findRef={setRef('find')}
          changeRef={setRef('change')}
          onFind={() => void onFind()}
          onChange={onChange}
        />
        <DateSessionStep
          form={form}
          currency={config.currency}
          remainingCapacityThreshold={config.settings.remainingCapacityThreshold}
          dateRef={setRef('date')}
          sessionRef={setRef('session')}
        />
        {sessionChosen && (
          <>
            <SurveyQuestions answers={form.survey} />
            <AdmitDetailsFields details={form.admit} />
          </>
        )}
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <ReserveFooter
          count={count}
          totalMinor={form.totalMinor}
          currency={config.currency}
          busy={form.submitting}
          disabled={form.submitDisabled}
        />
      </form>
      <CodeRequiredModal open={form.codePrompt !== null} message={form.codePrompt} onSubmit={onCode} onClose={form.closeCodePrompt} />
    </>
  );
});
