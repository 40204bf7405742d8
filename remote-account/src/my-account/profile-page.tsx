import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, errorMessage, useStores } from '@storefront/shared';
import { useSectionTitle } from './my-account-layout';

/**
 * `/my/profile` (spec 03 §2.6): e-mail, first and last name read-only; the State can be
 * cleared (PATCH my/user/{id} through the session store).
 */
export const ProfilePage = observer(function ProfilePage() {
  const { session } = useStores();
  const [clearing, setClearing] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useSectionTitle('Profile');
  const user = session.user;
  if (!user) return null;

  const clearState = async () => {
    setClearing(true);
    setOutcome(null);
    try {
      await session.updateUser({ state: null });
      setOutcome({ kind: 'success', text: 'Your state has been cleared.' });
    } catch (e) {
      setOutcome({ kind: 'error', text: errorMessage(e) });
    } finally {
      setClearing(false);
    }
    // The Clear button is gone after a success: focus goes to the message instead of the page's start.
    outcomeRef.current?.focus();
  };

  return (
    <section aria-labelledby="acc-profile-title">
      <h2 id="acc-profile-title">Profile</h2>
      <dl className="acc-details">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>First name</dt>
        <dd>{user.firstName}</dd>
        <dt>Last name</dt>
        <dd>{user.lastName}</dd>
        <dt>State</dt>
        <dd className="acc-details__with-action">
          {user.state ?? 'Not set'}
          {user.state && (
            <Button variant="secondary" busy={clearing} onClick={() => void clearState()} aria-label="Clear state">
              Clear
            </Button>
          )}
        </dd>
      </dl>
      <div ref={outcomeRef} tabIndex={-1}>
        {outcome && <Alert kind={outcome.kind}>{outcome.text}</Alert>}
      </div>
    </section>
  );
});
