import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';

/** Spec 03 §2.4: greeting and Log out for members; Register and Login for everyone else. */
export const MemberMenu = observer(function MemberMenu() {
  const { session } = useStores();
  if (session.status === 'unknown') return <span className="acc-menu" aria-hidden="true" />;
  if (session.isSignedIn) {
    return (
      <span className="acc-menu">
        <span className="acc-menu__greeting">Hi, {session.firstName}</span>
        <Link to="/logout">Log out</Link>
      </span>
    );
  }
  return (
    <span className="acc-menu">
      <Link to="/membership">Register</Link>
      <Link to="/login">Login</Link>
    </span>
  );
});
