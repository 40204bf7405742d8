import { observer } from 'mobx-react-lite';
import { Alert, formatMoney } from '@storefront/shared';
import { NO_DONATION, type DonationChoice } from './donation-choice';

/**
 * Spec 02 §2 donation radio group: 'No donation' or one of the seller's fixed amounts. The
 * radios stay enabled while the cart changes (focus stays put); a second choice waits.
 */
export const DonationSection = observer(function DonationSection({ donation, currency }: { donation: DonationChoice; currency: string }) {
  if (!donation.visible) return null;
  const checked = donation.checked;
  const choose = (value: string) => void donation.choose(value);
  return (
    <section className="chk-section chk-donation">
      <fieldset className="chk-donation__choice" aria-busy={donation.busy}>
        <legend className="chk-section__title">Add a donation</legend>
        <label className="chk-donation__option">
          <input type="radio" name="chk-donation" value={NO_DONATION} checked={checked === NO_DONATION} onChange={() => choose(NO_DONATION)} /> No donation
        </label>
        {donation.options.map((o) => (
          <label key={o.ticketTypeId} className="chk-donation__option">
            <input type="radio" name="chk-donation" value={o.ticketTypeId} checked={checked === o.ticketTypeId} onChange={() => choose(o.ticketTypeId)} />{' '}
            {formatMoney(o.amountMinor, currency)}
          </label>
        ))}
      </fieldset>
      <p className="chk-donation__status" role="status">
        {donation.busy ? 'Updating your donation…' : ''}
      </p>
      {donation.error && <Alert kind="error">{donation.error}</Alert>}
    </section>
  );
});
