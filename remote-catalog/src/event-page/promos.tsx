import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores, type EventDetail } from '@storefront/shared';

/** The seller's sidebar promo. */
export const SidebarPromo = observer(function SidebarPromo() {
  const promo = useStores().config.settings.sidebarPromo;
  if (!promo) return null;
  return (
    <section className="cat-promo" aria-label={promo.title}>
      <h2 className="cat-promo__title">{promo.title}</h2>
      <p className="cat-promo__body">{promo.body}</p>
      {promo.linkUrl && (
        <a className="cat-promo__link" href={promo.linkUrl}>
          {promo.linkText}
        </a>
      )}
    </section>
  );
});

/** Spec 01 §2: the membership promo, hidden for current members and on the membership event page. */
export const MembershipPromo = observer(function MembershipPromo({ event }: { event: EventDetail }) {
  const { config, session } = useStores();
  const promo = config.settings.membershipPromo;
  if (!promo || session.hasCurrentMembership || config.isMembershipEvent(event)) return null;
  return (
    <section className="cat-promo cat-promo--membership" aria-label={promo.title}>
      <h2 className="cat-promo__title">{promo.title}</h2>
      <p className="cat-promo__body">{promo.body}</p>
      <Link className="cat-promo__link" to="/membership">
        Become a member
      </Link>
    </section>
  );
});
