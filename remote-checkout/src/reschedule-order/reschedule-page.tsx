import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, focusFirstInvalid, formatDateTime, useStores, type Order, type OrderTicket } from '@storefront/shared';
import { RescheduleOrder, type RescheduleStop } from './reschedule-order';
import { RELEASES_CART_TEXT } from '../manage-order/order-edit-cart';
import { RESCHEDULE_TEXTS as T } from './reschedule-texts';
import { SessionChoiceGroup } from './session-choice-group';
import './reschedule-order.css';

/**
 * Spec 02 §2 Reschedule, `/manage/{ticketOrderId}/reschedule/{sessionId}`: guests only; the
 * tickets of that session move to another session of the same event in the order's edit
 * cart, then the order page lists the change to confirm.
 */
export const ReschedulePage = observer(function ReschedulePage() {
  const { api, cart, clock, config, session } = useStores();
  const { ticketOrderId = '', sessionId = '' } = useParams();
  const navigate = useNavigate();
  const [reschedule] = useState(() => new RescheduleOrder({ api, cart, now: () => clock.read() }, ticketOrderId, sessionId));
  const orderPath = `/manage/${encodeURIComponent(ticketOrderId)}`;
  const guest = session.status !== 'unknown' && !session.isSignedIn;

  useEffect(() => {
    document.title = `${T.title} | ${config.sellerName}`;
  }, [config.sellerName]);

  useEffect(() => {
    if (guest) void reschedule.load();
  }, [reschedule, guest]);

  if (session.status === 'unknown') return <Loading label={T.loading} />;
  if (session.isSignedIn) {
    return (
      <Frame>
        <StopMessage stop={{ kind: 'log_out' }} orderPath={orderPath} focus={false} />
      </Frame>
    );
  }
  const view = reschedule.view;
  if (view.kind === 'loading') return <Loading label={T.loading} />;
  if (view.kind !== 'choose') {
    return (
      <Frame>
        <StopMessage stop={view} orderPath={orderPath} focus={reschedule.stop !== null} />
      </Frame>
    );
  }
  return (
    <Frame>
      <RescheduleForm reschedule={reschedule} order={view.order} tickets={view.tickets} orderPath={orderPath} onDone={() => void navigate(orderPath)} />
    </Frame>
  );
});

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="chk-reschedule" aria-labelledby="chk-reschedule-title">
      <h1 id="chk-reschedule-title">{T.title}</h1>
      {children}
    </section>
  );
}

interface StopMessageProps {
  stop: RescheduleStop;
  orderPath: string;
  /** The form just went away: the focus moves to the message that replaced it. */
  focus: boolean;
}

function StopMessage({ stop, orderPath, focus }: StopMessageProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) messageRef.current?.focus();
  }, [focus]);
  const back = (label: string) => (
    <p>
      <Link to={orderPath}>{label}</Link>
    </p>
  );
  return (
    <div ref={messageRef} tabIndex={-1} className="chk-reschedule__message" data-testid="reschedule-message">
      {stop.kind === 'restart' && (
        <>
          <Alert kind="warning">{stop.message}</Alert>
          {back(T.startAgain)}
        </>
      )}
      {stop.kind === 'contact_us' && (
        <>
          <Alert kind="warning">{T.contactUs}</Alert>
          {back(T.backToOrder)}
        </>
      )}
      {stop.kind === 'change_pending' && (
        <>
          <Alert kind="info">{T.changePending}</Alert>
          {back(T.backToOrder)}
        </>
      )}
      {stop.kind === 'log_out' && <Alert kind="warning">{T.logOut}</Alert>}
      {stop.kind === 'failed' && <Alert kind="error">{stop.message}</Alert>}
    </div>
  );
}

interface RescheduleFormProps {
  reschedule: RescheduleOrder;
  order: Order;
  tickets: OrderTicket[];
  orderPath: string;
  onDone(): void;
}

const RescheduleForm = observer(function RescheduleForm({ reschedule, order, tickets, orderPath, onDone }: RescheduleFormProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const currentStart = tickets[0]?.validFrom;
  const sessions = reschedule.sessions.state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await reschedule.submit()) onDone();
    else if (reschedule.choiceError) focusFirstInvalid(groupRef.current);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="chk-reschedule__form">
      <h2 className="chk-reschedule__event">{order.eventName}</h2>
      {currentStart && <p>{T.currentSession(formatDateTime(currentStart, order.timezone))}</p>}
      <ul className="chk-reschedule__tickets" aria-label={T.ticketCount(tickets.length)}>
        {tickets.map((t) => (
          <li key={t.id}>{t.admitName ? `${t.typeName}: ${t.admitName}` : t.typeName}</li>
        ))}
      </ul>
      {sessions.status === 'error' ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : sessions.status === 'ready' ? (
        <SessionChoiceGroup
          days={reschedule.days}
          selectedSessionId={reschedule.selectedSessionId}
          onSelect={reschedule.choose}
          timezone={order.timezone}
          error={reschedule.choiceError}
          ref={groupRef}
        />
      ) : (
        <Loading label={T.loadingSessions} />
      )}
      {reschedule.submitError && <Alert kind="error">{reschedule.submitError}</Alert>}
      {reschedule.releasesCart && <Alert kind="info">{RELEASES_CART_TEXT}</Alert>}
      <div className="chk-reschedule__actions">
        <Button type="submit" variant="primary" busy={reschedule.submitting} disabled={sessions.status !== 'ready'}>
          {T.submit}
        </Button>
        <Link className="sf-button sf-button--secondary" to={orderPath}>
          {T.backToOrder}
        </Link>
      </div>
    </form>
  );
});
