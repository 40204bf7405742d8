import { observer } from 'mobx-react-lite';
import { formatDate, useStores } from '@storefront/shared';
import { useSectionTitle } from './my-account-layout';

/**
 * `/my/membership`, read-only for now: each current membership's number (its scan code),
 * level and expiry in the seller's time zone. Renewal, auto-renew and member details come
 * with the membership pages (issue 13).
 */
export const MembershipSummary = observer(function MembershipSummary() {
  const { session, config } = useStores();
  useSectionTitle('Membership');
  const memberships = session.currentMemberships();
  return (
    <section aria-labelledby="acc-membership-title">
      <h2 id="acc-membership-title">Membership</h2>
      {memberships.length === 0 ? (
        <p>Not currently a member</p>
      ) : (
        memberships.map((membership) => (
          <dl key={membership.id} className="acc-details">
            <dt>Membership number</dt>
            <dd>{membership.scanCode}</dd>
            <dt>Level</dt>
            <dd>{membership.levelName}</dd>
            <dt>Expires</dt>
            <dd>{formatDate(membership.validTo, config.timezone)}</dd>
          </dl>
        ))
      )}
    </section>
  );
});
