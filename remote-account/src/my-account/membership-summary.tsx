import { observer } from 'mobx-react-lite';
import { formatDate, membershipQrCodeUrl, useStores } from '@storefront/shared';
import { useSectionTitle } from './my-account-layout';

/**
 * `/my/membership`, read-only for now: each current membership's card, with its number (its
 * scan code), level, expiry in the seller's time zone and the QR code to scan at the door.
 * Renewal, auto-renew and member details come with the membership pages (issue 13).
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
          <div key={membership.id} className="acc-card">
            <dl className="acc-details">
              <dt>Membership number</dt>
              <dd>{membership.scanCode}</dd>
              <dt>Level</dt>
              <dd>{membership.levelName}</dd>
              <dt>Expires</dt>
              <dd>{formatDate(membership.validTo, config.timezone)}</dd>
            </dl>
            <img
              className="acc-card__qr"
              src={membershipQrCodeUrl(config.apiBaseUrl, membership.id)}
              alt={`QR code for membership ${membership.scanCode}`}
              width={160}
              height={160}
            />
          </div>
        ))
      )}
    </section>
  );
});
