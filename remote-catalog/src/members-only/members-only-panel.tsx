import { Link } from 'react-router';
import { Alert } from '@storefront/shared';
import './members-only.css';

export const MEMBERS_ONLY_MESSAGE = 'This event is for members only.';
export const EXPIRED_MEMBERSHIP_MESSAGE = 'Your membership has expired. Renew your membership to book members-only events.';

/** Panel 5 (spec 01 §2, §6): members-only event for a visitor without a membership: log in or join. */
export function MembersOnlyPanel() {
  return (
    <div className="cat-members-only">
      <Alert kind="info">
        <p>{MEMBERS_ONLY_MESSAGE}</p>
      </Alert>
      <p className="cat-members-only__actions">
        <Link to="/login">Log in</Link>
        <Link to="/membership" className="sf-button sf-button--primary">
          Become a member
        </Link>
      </p>
    </div>
  );
}

/** Panel 5 for a visitor who bought memberships before, none current now. */
export function ExpiredMembershipPanel() {
  return (
    <div className="cat-members-only">
      <Alert kind="warning">
        <p>{EXPIRED_MEMBERSHIP_MESSAGE}</p>
      </Alert>
      <p className="cat-members-only__actions">
        <Link to="/membership/renew" className="sf-button sf-button--primary">
          Renew membership
        </Link>
      </p>
    </div>
  );
}
