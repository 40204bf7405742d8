import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Slot, useStores } from '@storefront/shared';

export const Header = observer(function Header() {
  const { config } = useStores();
  return (
    <header className="sf-header">
      <div className="sf-header__inner">
        <Link to="/events" className="sf-header__brand">
          {config.sellerName}
        </Link>
        <nav aria-label="Account" className="sf-header__account">
          <Slot
            id="account/MemberMenu"
            deferred
            fallback={<span className="sf-header__fallback">Sign-in is unavailable right now.</span>}
          />
        </nav>
      </div>
    </header>
  );
});
