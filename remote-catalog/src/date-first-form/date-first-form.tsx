import { useEffect, useRef, useState, type FormEvent } from 'react';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, useStores, type EventDetail, focusFirstInvalid } from '@storefront/shared';
import { CodeRequiredModal } from '../reservation/code-required-modal';
import { mentionsReserveQuery, QUERY_MESSAGES, type QueryInput } from '../reserve-query/query-input';
import { loadRulesOnInteraction } from '../reservation/validation-rules';
import { AdmissionChoice } from './admission-choice';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { dateFirstRouteDataKey, type DateFirstFirstScreen } from './date-first-data';
import { DateFirstFormStore, type FocusTarget, type SubmitResult } from './date-first-form-store';
import { DateSessionSection } from './date-session-section';
import { TicketsSection } from './tickets-section';
import './date-first-form.css';
import { useMemberAllowances } from '../ticket-quantities/member-allowances';
import { ReserveFooter } from '../reservation/reserve-footer';

export interface DateFirstFormProps {
  event: EventDetail;
  /** After a reservation: the page goes to the next route with the chosen ticket groups. */
  /** Called after the reservation with the chosen ticket group ids. */
  onReserved(groupIds: string[]): void;
  /** The page's query parameters (`useSearchParams()`): select, price, code, session, date, reserve, quantity. */
  query?: QueryInput;
  title?: string;
  gift?: boolean;
}

// Deep links are rare: their parsing and handling load only for an address that has their parameters.
const loadQueryHandling = () => import(/* webpackChunkName: "reserve-query" */ '../reserve-query/apply-reserve-query');

type FieldRefs = Partial<Record<Exclude<FocusTarget, { domId: string }>, HTMLElement | null>>;

/** Spec 01 §2 "Date-first reservation form". */
export const DateFirstForm = observer(function DateFirstForm({ event, onReserved, query, title, gift = false }: DateFirstFormProps) {
  const { api, cart, config, routeData } = useStores();
  // The dates the server rendered the page with, when it did (ADR 0017): not asked again.
  const [form] = useState(
    () => new DateFirstFormStore(api, cart, config, event, { firstScreen: routeData.take<DateFirstFirstScreen>(dateFirstRouteDataKey(event)) }),
  );
  useMemberAllowances(form.selection, event);
  const [initialQuery] = useState(() => query ?? {});
  const refs = useRef<FieldRefs>({});
  const reserved = useRef(onReserved);
  reserved.current = onReserved;

  const settle = (result: SubmitResult | null) => {
    if (!result) return;
    if (result.ok) reserved.current(result.groups.map((g) => g.id));
    else if (result.focus) focusFirstInvalid(typeof result.focus === 'object' ? result.focus.domId : refs.current[result.focus]);
  };

  useEffect(() => {
    void form
      .load()
      .then(() => (mentionsReserveQuery(initialQuery) ? loadQueryHandling().then((m) => m.runQueryParameters(form, initialQuery)) : null))
      .then(settle);
  }, [form, initialQuery]);
  useEffect(() => when(() => cart.restored, () => void form.presetAnchorDate()), [form, cart]);
  // Spec 01 §4: the seats chosen are let go on leaving.
  useEffect(() => () => form.seats.clear(), [form]);

  if (form.state === 'loading') return <Loading label="Loading dates" />;
  if (form.state === 'error') return <Alert kind="error">{form.loadError}</Alert>;
  if (form.state === 'no-dates') return <TicketsUnavailable />;
  if (form.queryBlocked) return <Alert kind="error">{QUERY_MESSAGES.strictUnavailable}</Alert>;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    settle(await form.submit());
  };
  const flexible = form.admission === 'flexible';
  const count = form.selection.ticketCount;

  return (
    <>
      <form className="cat-form cat-date-first" onSubmit={onSubmit} {...loadRulesOnInteraction} noValidate aria-label={`Reserve tickets for ${event.name}`}>
        {title && <h3 className="cat-date-first__title">{title}</h3>}
        {form.queryWarning && <Alert kind="warning">{form.queryWarning}</Alert>}
        {form.offersChoice && (
          <AdmissionChoice
            value={form.admissionChoice}
            onChoose={form.chooseAdmission}
            onChange={form.changeAdmission}
            error={form.fieldErrors.admission}
            ref={(el) => void (refs.current.admission = el)}
          />
        )}
        {form.admission === 'single' && (
          <DateSessionSection
            form={form}
            dateRef={(el) => void (refs.current.date = el)}
            sessionRef={(el) => void (refs.current.session = el)}
          />
        )}
        {(flexible || form.selectedSession) && (
          <TicketsSection
            form={form}
            quantitiesRef={(el) => void (refs.current.quantities = el)}
            seatsRef={(el) => void (refs.current.seats = el)}
            focusQuantities={() => focusFirstInvalid(refs.current.quantities)}
          />
        )}
        {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
        <ReserveFooter count={count} totalMinor={form.totalMinor} currency={config.currency} busy={form.submitting} flexible={flexible} gift={gift} />
      </form>
      {/* Outside the form: React events bubble through portals, so a nested form would submit both. */}
      <CodeRequiredModal
        open={form.codePrompt !== null}
        message={form.codePrompt}
        onSubmit={async (code) => settle(await form.retryWithCode(code))}
        onClose={form.closeCodePrompt}
      />
    </>
  );
});
