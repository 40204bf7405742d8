import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Loading, useStores } from '@storefront/shared';
import { sanitiseOtp } from '@storefront/shared/validation';
import { EmailStep, type EmailStepMode } from './email-step';
import { OtpStep } from './otp-step';
import { OtpUnavailableStep } from './otp-unavailable-step';
import { PasswordStep } from './password-step';
import { useHydrated, type LoginActions } from './use-login';

type Step = 'email' | 'password' | 'otp_form' | 'magic_link';

export interface LoginStepsProps {
  mode: EmailStepMode;
  login: LoginActions;
  /** Default true; the membership form's login-or-guest dialog has no forgot-password link. */
  offerForgotPassword?: boolean;
}

/**
 * Spec 03 §2.3 and §4 login flow: the e-mail step, then the password or one-time-code step.
 * A magic link (`?otp=`) is read once and leaves the address; it signs in where the code
 * was asked for, and elsewhere shows the code (the otp_unavailable step).
 */
export const LoginSteps = observer(function LoginSteps({ mode, login, offerForgotPassword = true }: LoginStepsProps) {
  const { session, config } = useStores();
  const [params, setParams] = useSearchParams();
  const [magicCode] = useState(() => sanitiseOtp(params.get('otp') ?? '') || null);
  const [step, setStep] = useState<Step>(magicCode ? 'magic_link' : 'email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // Focus moves to a step's field only when the visitor moved there, not on arrival.
  const [moved, setMoved] = useState(false);
  // A login begun elsewhere (the host's `?login=` flag, another tab) prefills the e-mail; it is this browser's, so after hydration.
  const storedEmail = useHydrated() ? (session.loginFlow?.email ?? '') : '';

  useEffect(() => {
    if (!params.has('otp')) return;
    const next = new URLSearchParams(params);
    next.delete('otp');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const goTo = (next: Step, address = email, error: string | null = null) => {
    setEmail(address);
    setEmailError(error);
    setMoved(true);
    setStep(next);
  };
  const backToEmail = () => {
    session.forgetOtpToken();
    goTo('email');
  };
  const logInWithCode = (token: string, otp: string) => login.logIn({ kind: 'otp', token, otp });

  switch (step) {
    case 'email':
      return (
        <EmailStep
          mode={mode}
          defaultEmail={email || storedEmail}
          emailError={emailError}
          focusOnMount={moved}
          onRequestCode={async (address) => {
            session.beginLogin(address, login.askedRedirect);
            await session.requestOtp(address, config.seller.slug);
            goTo('otp_form', address);
          }}
          onChoosePassword={(address) => goTo('password', address)}
        />
      );
    case 'password':
      return (
        <PasswordStep
          email={email}
          focusOnMount={moved}
          onLogIn={(password) => login.logIn({ kind: 'password', email, password })}
          onChangeEmail={(error) => goTo('email', email, error ?? null)}
          offerForgotPassword={offerForgotPassword}
        />
      );
    case 'otp_form':
      return <OtpStep email={email} focusOnMount={moved} onLogIn={logInWithCode} onBack={backToEmail} />;
    case 'magic_link':
      return <MagicLink code={magicCode ?? ''} onLogIn={logInWithCode} onStartOver={backToEmail} />;
  }
});

interface MagicLinkProps {
  code: string;
  onLogIn(token: string, code: string): Promise<void>;
  onStartOver(): void;
}

/** The login flow is in this browser's storage: decided after hydration, so server and browser markup agree. */
function MagicLink(props: MagicLinkProps) {
  return useHydrated() ? <MagicLinkInBrowser {...props} /> : <Loading label="Checking your login link" />;
}

function MagicLinkInBrowser({ code, onLogIn, onStartOver }: MagicLinkProps) {
  const { session } = useStores();
  // Decided once: signing in forgets the flow, and the step must not change under the visitor.
  const [flow] = useState(() => session.loginFlow);
  if (!flow?.token) return <OtpUnavailableStep code={code} onLogInHere={onStartOver} />;
  return <OtpStep email={flow.email} initialCode={code} focusOnMount={false} onLogIn={onLogIn} onBack={onStartOver} />;
}
