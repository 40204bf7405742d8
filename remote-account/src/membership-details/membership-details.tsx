import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, errorMessage, formatDate, isRenewable, useStores, type MyMembership } from '@storefront/shared';
import { expiryWording } from './expiry-wording';
import { describeMembers, membersByType } from './member-names';

export const NOT_A_MEMBER = 'Not currently a member';
export const RENEW_PATH = '/membership/renew';

/** Where the visitor leaves the details for another page (the modal closes then). */
type OnNavigate = () => void;

export interface MembershipStatusProps {
  onNavigate?: OnNavigate;
  /** Shown beside the details of a current membership (the page's QR code). */
  aside?: (membership: MyMembership) => ReactNode;
}

/**
 * Spec 03 §2.5 and §2.6: the signed-in member's current membership in detail, else 'Not
 * currently a member' (with the lapsed membership's end and renewal). Reads `stores.membership`;
 * the modal and /my/membership load it.
 */
export const MembershipStatus = observer(function MembershipStatus({ onNavigate, aside }: MembershipStatusProps) {
  const { membership: memberships } = useStores();
  if (memberships.status === 'error') return <Alert kind="error">{errorMessage(memberships.error)}</Alert>;
  if (memberships.status !== 'loaded') return <Loading label="Loading your membership" />;
  const current = memberships.current();
  if (current) {
    return (
      <div className="acc-card">
        <MembershipDetails membership={current} onNavigate={onNavigate} />
        {aside?.(current)}
      </div>
    );
  }
  const lapsed = memberships.latest;
  return (
    <div>
      <p>{NOT_A_MEMBER}</p>
      {lapsed && <TermAndRenewal membership={lapsed} onNavigate={onNavigate} />}
    </div>
  );
});

/** Number, level, expiration, members by type, e-mail, auto-renew, renewal, instructions. */
export const MembershipDetails = observer(function MembershipDetails({ membership, onNavigate }: { membership: MyMembership; onNavigate?: OnNavigate }) {
  const { config } = useStores();
  const { settings, timezone } = config;
  const autoRenewScheduled = membership.autoRenewState === 'scheduled';
  return (
    <div className="acc-membership">
      <dl className="acc-details">
        <dt>Membership number</dt>
        <dd>{membership.scanCode}</dd>
        <dt>Level</dt>
        <dd>{membership.level.name}</dd>
        <dt>Expires</dt>
        <dd>{formatDate(membership.validTo, timezone)}</dd>
        {membersByType(membership).map((members) => (
          <Fragment key={members.typeName}>
            <dt>{members.typeName}</dt>
            <dd>{describeMembers(members)}</dd>
          </Fragment>
        ))}
        {membership.email && (
          <>
            <dt>Email</dt>
            <dd>{membership.email}</dd>
          </>
        )}
        {(membership.level.autoRenewAvailable || membership.autoRenewState !== 'none') && (
          <>
            <dt>Auto-renew</dt>
            <dd className="acc-details__with-action">
              {autoRenewScheduled ? 'Enrolled' : 'Not enrolled'}
              {autoRenewScheduled && membership.orderId && (
                <Link to={`/manage/${encodeURIComponent(membership.orderId)}/cancel-auto-renew`} onClick={onNavigate}>
                  Cancel auto-renew
                </Link>
              )}
            </dd>
          </>
        )}
      </dl>
      <TermAndRenewal membership={membership} onNavigate={onNavigate} />
      {settings.membershipInstructions && <p>{settings.membershipInstructions}</p>}
      {settings.preventMemberUpdates && <p>{settings.memberUpdatesPreventedText}</p>}
    </div>
  );
});

/** 'Expires in 245 days' or 'Expired on …', then Renew inside the renewal window, else the date it opens (spec 03 §4 Renewal). */
const TermAndRenewal = observer(function TermAndRenewal({ membership, onNavigate }: { membership: MyMembership; onNavigate?: OnNavigate }) {
  const { config } = useStores();
  const now = new Date();
  return (
    <>
      <p>{expiryWording(membership.validTo, config.timezone, now)}</p>
      {isRenewable(membership, now) ? (
        <p>
          <Link className="sf-button sf-button--primary" to={RENEW_PATH} onClick={onNavigate}>
            Renew
          </Link>
        </p>
      ) : (
        <p>You can renew from {formatDate(membership.renewableFrom, config.timezone)}</p>
      )}
    </>
  );
});
