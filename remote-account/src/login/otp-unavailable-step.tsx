import { useState } from 'react';
import { Button } from '@storefront/shared';
import { LOGIN_TEXT } from './login-messages';

export interface OtpUnavailableStepProps {
  code: string;
  onLogInHere(): void;
}

/**
 * Spec 03 §2.3 OTP unavailable step: a magic link opened where no login was asked for (no
 * stored e-mail, token or redirect, say on another device) cannot sign in here; it shows the
 * passcode to enter where it was asked for, with a copy button.
 */
export function OtpUnavailableStep({ code, onLogInHere }: OtpUnavailableStepProps) {
  const [copyStatus, setCopyStatus] = useState('');

  const copy = async () => {
    setCopyStatus('');
    try {
      await navigator.clipboard.writeText(code);
      setCopyStatus(LOGIN_TEXT.copied);
    } catch {
      setCopyStatus(LOGIN_TEXT.copyFailed);
    }
  };

  return (
    <div className="acc-login__form">
      <h2 className="acc-login__step-title">Your passcode</h2>
      <p>This link was opened in a different browser or device from the one where you asked for it. Enter this passcode there to log in:</p>
      <p className="acc-login__passcode">{code}</p>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
      <p role="status" className="acc-login__status">
        {copyStatus}
      </p>
      <Button variant="link" onClick={onLogInHere}>
        Log in on this device instead
      </Button>
    </div>
  );
}
