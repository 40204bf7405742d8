import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import './members-banner.css';

export const MEMBERS_INCLUDED_TEXT = 'Members-only events are included below.';

/**
 * Spec 01 §2 members banner. Signed in: a welcome with the first name (and a note that
 * members-only events are listed for a current member). Signed out: a promo with the
 * login and sign-up links. Nothing while the session is still being read.
 */
export const MembersBanner = observer(function MembersBanner() {
  const { session } = useStores();
  if (session.status === 'unknown') return null;

  if (session.isSignedIn) {
    return (
      <aside className="cat-members-banner cat-members-banner--member" aria-label="Members">
        <p className="cat-members-banner__title">
          {session.firstName ? `Welcome back, ${session.firstName}!` : 'Welcome back!'}
        </p>
        {session.hasCurrentMembership && <p className="cat-members-banner__text">{MEMBERS_INCLUDED_TEXT}</p>}
      </aside>
    );
  }

  return (
    <aside className="cat-members-banner cat-members-banner--promo" aria-label="Members">
      <p className="cat-members-banner__title">Members enjoy members-only events and more.</p>
      <p className="cat-members-banner__links">
        <Link className="sf-button sf-button--secondary" to="/login">
          Log in
        </Link>
        <Link className="sf-button sf-button--primary" to="/membership">
          Become a member
        </Link>
      </p>
    </aside>
  );
});
