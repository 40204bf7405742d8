import { observer } from 'mobx-react-lite';
import { formatDate, isRenewable, useStores, type MyMembership } from '@storefront/shared';
import { expiryWording } from '../membership-details/expiry-wording';

/** 'Your Individual membership expires in 30 days' / '… expired on Tue, Dec 1, 2026' (spec 03 §2.7 section 1, §4 Renewal). */
export function previousMembershipText(membership: Pick<MyMembership, 'level' | 'validTo'>, timezone: string, now: number): string {
  const wording = expiryWording(membership.validTo, timezone, now);
  return `Your ${membership.level.name} membership ${wording.charAt(0).toLowerCase()}${wording.slice(1)}`;
}

/** Section 1: the last membership's level and expiry, and when renewal opens if it has not yet. */
export const PreviousMembership = observer(function PreviousMembership({ membership }: { membership: MyMembership }) {
  const { config, clock } = useStores();
  const now = clock.now;
  const current = Date.parse(membership.validTo) > now;
  return (
    <section className="acc-membership-form__previous" aria-label="Your membership">
      <p>{previousMembershipText(membership, config.timezone, now)}</p>
      {current && !isRenewable(membership, new Date(now)) && (
        <p>You can renew from {formatDate(membership.renewableFrom, config.timezone)}.</p>
      )}
    </section>
  );
});
