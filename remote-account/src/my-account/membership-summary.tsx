import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { membershipQrCodeUrl, useStores } from '@storefront/shared';
import { MembershipStatus } from '../membership-details/membership-details';
import { useSectionTitle } from './my-account-layout';

/**
 * `/my/membership` (spec 03 §2.6): the current membership's details as the membership details
 * modal shows them, on a card with the QR code to scan at the door; read again on each visit.
 */
export const MembershipSummary = observer(function MembershipSummary() {
  const { membership, config } = useStores();
  useSectionTitle('Membership');
  useEffect(() => {
    void membership.load();
  }, [membership]);
  return (
    <section aria-labelledby="acc-membership-title">
      <h2 id="acc-membership-title">Membership</h2>
      <MembershipStatus
        aside={(current) => (
          <img
            className="acc-card__qr"
            src={membershipQrCodeUrl(config.apiBaseUrl, current.id)}
            alt={`QR code for membership ${current.scanCode}`}
            width={160}
            height={160}
          />
        )}
      />
    </section>
  );
});
