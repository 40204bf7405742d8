import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';

/**
 * The my-account area (spec 03 §2.6) with its navigation: Membership for a member with a
 * current membership, Profile where the my_profile flag allows, and the tickets sections
 * (Upcoming and Orders) where the my_tickets flag does.
 */
export const MyAccountLayout = observer(function MyAccountLayout() {
  const { session, flags } = useStores();
  const sections = [
    session.hasCurrentMembership && { to: '/my/membership', label: 'Membership' },
    flags.isOn('my_profile') && { to: '/my/profile', label: 'Profile' },
    flags.isOn('my_tickets') && { to: '/my/upcoming', label: 'Upcoming' },
    flags.isOn('my_tickets') && { to: '/my/orders', label: 'Orders' },
  ].filter((section) => section !== false);
  return (
    <section className="acc-my" aria-labelledby="acc-my-title">
      <h1 id="acc-my-title">My account</h1>
      {sections.length > 0 && (
        <nav aria-label="My account" className="acc-my__nav">
          <ul>
            {sections.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="acc-my__content">
        <Outlet />
      </div>
    </section>
  );
});

/** The page title of a my-account section: '<Section> | <seller name>'. */
export function useSectionTitle(section: string): void {
  const { config } = useStores();
  useEffect(() => {
    document.title = `${section} | ${config.sellerName}`;
  }, [section, config.sellerName]);
}
