import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, useStores, type LoginMode, type MemberIdentifier } from '@storefront/shared';
import { ExternalLogin, usesExternalLogin } from './external-login';
import { LOGIN_TEXT } from './login-messages';
import { LoginSteps } from './login-steps';
import { MemberIdForm } from './member-id-form';
import { DEFAULT_AFTER_LOGIN, useCookiesOff, useLogin, type LoginActions } from './use-login';

const MEMBER_ID_MODES: Partial<Record<LoginMode, MemberIdentifier>> = {
  scan_code: 'zip_code',
  scan_code_password: 'password',
  scan_code_last_name: 'last_name',
  scan_code_email: 'email',
};

export interface LoginPageProps {
  /** Where to go after login when the page is shown in place of another (default: `?redirect=`, else the listing). */
  redirectPath?: string;
}

/** Spec 03 §2.3 login screen, its fields chosen by the seller's login mode (§3). */
export const LoginPage = observer(function LoginPage({ redirectPath }: LoginPageProps) {
  const { session, config } = useStores();
  const login = useLogin(redirectPath);
  const cookiesOff = useCookiesOff();

  useEffect(() => {
    document.title = `Login | ${config.sellerName}`;
  }, [config.sellerName]);

  if (session.isSignedIn && !login.completing) return <Navigate to={login.askedRedirect ?? DEFAULT_AFTER_LOGIN} replace />;

  return (
    <section className="acc-login" aria-labelledby="acc-login-title">
      <h1 id="acc-login-title">Login</h1>
      <LoginBody login={login} cookiesOff={cookiesOff} />
    </section>
  );
});

export interface LoginBodyProps {
  login: LoginActions;
  cookiesOff: boolean;
  /** Default true; the membership form's login-or-guest dialog has no forgot-password link (spec 03 §2.7). */
  offerForgotPassword?: boolean;
}

/** The login form the seller's mode asks for; also the membership form's login-or-guest dialog. */
export const LoginBody = observer(function LoginBody({ login, cookiesOff, offerForgotPassword = true }: LoginBodyProps) {
  const { config } = useStores();
  if (config.loginDisabled) return <Alert kind="warning">{LOGIN_TEXT.loginDisabled}</Alert>;
  if (cookiesOff) return <Alert kind="warning">{LOGIN_TEXT.cookiesOff}</Alert>;
  if (usesExternalLogin(config)) return <ExternalLogin redirectPath={login.askedRedirect ?? DEFAULT_AFTER_LOGIN} />;

  const mode = config.loginMode;
  const memberIdentifier = MEMBER_ID_MODES[mode];
  if (memberIdentifier) {
    return (
      <MemberIdForm
        identifier={memberIdentifier}
        onLogIn={(memberId, value) => login.logIn({ kind: 'member', memberId, identifier: memberIdentifier, value })}
      />
    );
  }
  return (
    <LoginSteps mode={mode === 'otp' || mode === 'password' ? mode : 'otp_or_password'} login={login} offerForgotPassword={offerForgotPassword} />
  );
});
