import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, formatDate, useStores, type Membership } from '@storefront/shared';
import { AutoRenewCancellation, type CancellationView } from './auto-renew-cancellation';
import { CANCEL_AUTO_RENEW_TEXTS as T } from './cancel-auto-renew-texts';

/**
 * Spec 03 §2.9 "Cancel auto-renew page", `/manage/{ticketOrderId}/cancel-auto-renew`: title,
 * body and confirm for a scheduled auto-renew, the success message once cancelled, warnings
 * when not enrolled or not signed in, and a way back to the my area (home when it is off).
 */
export const CancelAutoRenewPage = observer(function CancelAutoRenewPage() {
  const { api, config, flags, membership, session } = useStores();
  const { ticketOrderId = '' } = useParams();
  const { pathname } = useLocation();
  const [cancellation] = useState(() => new AutoRenewCancellation({ api, membership }, ticketOrderId));
  const signedIn = session.isSignedIn;
  const backTo = flags.isOn('my_account') ? '/my/membership' : '/';
  const validTo = (m: Membership) => formatDate(m.validTo, config.timezone);

  useEffect(() => {
    document.title = `${T.title} | ${config.sellerName}`;
  }, [config.sellerName]);

  useEffect(() => {
    if (signedIn) void cancellation.load();
  }, [cancellation, signedIn]);

  if (session.status === 'unknown') return <Loading label={T.loading} />;
  if (!signedIn) {
    return (
      <Frame>
        <Alert kind="warning">
          {T.notSignedIn} <Link to={`${config.loginPath}?redirect=${encodeURIComponent(pathname)}`}>{T.loginLink}</Link>
        </Alert>
      </Frame>
    );
  }
  const view = cancellation.view;
  if (view.kind === 'loading') return <Loading label={T.loading} />;
  if (view.kind !== 'scheduled') {
    return (
      <Frame>
        <Outcome view={view} validTo={validTo} backTo={backTo} focus={cancellation.cancelledHere} />
      </Frame>
    );
  }
  return (
    <Frame>
      <p>{T.enrolled(view.membership.levelName, validTo(view.membership))}</p>
      <p>{T.consequence}</p>
      {cancellation.cancelError && <Alert kind="error">{cancellation.cancelError}</Alert>}
      <div className="chk-auto-renew__actions">
        <Button variant="primary" busy={cancellation.cancelling} onClick={() => void cancellation.confirm()}>
          {T.confirmButton}
        </Button>
        <Link className="sf-button sf-button--secondary" to={backTo}>
          {T.keepButton}
        </Link>
      </div>
    </Frame>
  );
});

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="chk-auto-renew" aria-labelledby="chk-auto-renew-title">
      <h1 id="chk-auto-renew-title">{T.title}</h1>
      {children}
    </section>
  );
}

interface OutcomeProps {
  view: Exclude<CancellationView, { kind: 'loading' } | { kind: 'scheduled' }>;
  validTo: (m: Membership) => string;
  backTo: string;
  /** Cancelled just now: the confirm button is gone, the focus goes to the message that says so. */
  focus: boolean;
}

function Outcome({ view, validTo, backTo, focus }: OutcomeProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) messageRef.current?.focus();
  }, [focus]);
  return (
    <>
      <div ref={messageRef} tabIndex={-1} className="chk-auto-renew__message">
        {view.kind === 'cancelled' && <Alert kind="success">{T.cancelled(view.membership.levelName, validTo(view.membership))}</Alert>}
        {view.kind === 'not_enrolled' && <Alert kind="warning">{T.notEnrolled}</Alert>}
        {view.kind === 'error' && <Alert kind="error">{view.message}</Alert>}
      </div>
      <div className="chk-auto-renew__actions">
        <Link className="sf-button sf-button--secondary" to={backTo}>
          {T.doneButton}
        </Link>
      </div>
    </>
  );
}
