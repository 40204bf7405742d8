import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, errorMessage, useStores } from '@storefront/shared';
import { NewPasswordForm } from './new-password-form';
import { isInvalidResetLink, RESET_LINK_INVALID } from './reset-link';

type ResetState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'failed'; message: string; invalidLink: boolean } | { kind: 'done' };

/**
 * `/user/reset-password?token=` (spec 03 §2.10, §4 password reset): the link's token is
 * checked first, showing the e-mail it resets; then a new password; a signed-in visitor goes home.
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { session, config, api } = useStores();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<ResetState>({ kind: 'checking' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Reset password | ${config.sellerName}`;
  }, [config.sellerName]);

  useEffect(() => {
    let current = true;
    const settle = (next: ResetState) => current && setState(next);
    if (!token) settle({ kind: 'failed', message: RESET_LINK_INVALID, invalidLink: true });
    else {
      api.identity.validatePasswordReset(token).then(
        ({ email }) => settle({ kind: 'ready', email }),
        (e: unknown) => settle(isInvalidResetLink(e) ? { kind: 'failed', message: RESET_LINK_INVALID, invalidLink: true } : { kind: 'failed', message: errorMessage(e), invalidLink: false }),
      );
    }
    return () => {
      current = false;
    };
  }, [api, token]);

  // After saving, or when the link fails on submit, the form is gone: focus moves to what replaced it.
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') outcomeRef.current?.focus();
  }, [state.kind]);

  if (session.isSignedIn) return <Navigate to="/" replace />;

  return (
    <section className="acc-form-page" aria-labelledby="acc-reset-title">
      <h1 id="acc-reset-title">Reset your password</h1>
      {state.kind === 'checking' && <Loading label="Checking your reset link" />}
      {state.kind === 'ready' && (
        <NewPasswordForm
          email={state.email}
          save={(password) => api.identity.resetPassword(token, password)}
          onSaved={() => setState({ kind: 'done' })}
          onLinkInvalid={() => setState({ kind: 'failed', message: RESET_LINK_INVALID, invalidLink: true })}
        />
      )}
      {state.kind === 'failed' && (
        <div ref={outcomeRef} tabIndex={-1} className="acc-form-page__done">
          <Alert kind="error">{state.message}</Alert>
          {state.invalidLink && (
            <p>
              <Link to="/user/forgot-password">Request a new reset link</Link>
            </p>
          )}
        </div>
      )}
      {state.kind === 'done' && (
        <div ref={outcomeRef} tabIndex={-1} className="acc-form-page__done">
          <Alert kind="success">Your password has been changed. You can now log in with it.</Alert>
          <p>
            <Link to={config.loginPath}>Log in</Link>
          </p>
        </div>
      )}
    </section>
  );
});
