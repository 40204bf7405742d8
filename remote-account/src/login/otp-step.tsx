import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, ApiError, Button, TextField, useStores } from '@storefront/shared';
import { otpSchema, sanitiseOtp, type OtpValues } from '@storefront/shared/validation';
import { OtpMachine } from './otp-machine';

export interface OtpStepProps {
  email: string;
  /** A code from the magic link: submitted once, as soon as the step shows. */
  initialCode?: string;
  focusOnMount: boolean;
  /** Signs in with the login flow's token and this code (rejects with the API's error). */
  onLogIn(token: string, code: string): Promise<void>;
  onBack(): void;
}

/**
 * Spec 03 §2.3 OTP step: the 6-character code (pasted codes sanitised), a 'back' button, and
 * after 30 s a hint that the code may not have arrived with a way to send another. The
 * attempts, retries and new-code rules are the machine's (otp-machine.ts).
 */
export const OtpStep = observer(function OtpStep({ email, initialCode, focusOnMount, onLogIn, onBack }: OtpStepProps) {
  const { session, config } = useStores();
  const [machine] = useState(
    () =>
      new OtpMachine({
        verify: (code: string) => {
          const token = session.loginFlow?.token;
          // Another tab started over or finished: this code's token is gone.
          if (!token) return Promise.reject(new ApiError({ status: null, code: 'otp_token_expired' }));
          return onLogIn(token, code);
        },
        requestNewCode: () => session.requestOtp(email, config.seller.slug),
        forgetCode: () => session.forgetOtpToken(),
      }),
  );
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<OtpValues>({
    resolver: yupResolver(otpSchema),
    shouldFocusError: true,
    defaultValues: { otp: initialCode ?? '' },
  });
  const autoSubmitted = useRef(false);

  const submit = handleSubmit(({ otp }) => machine.submit(sanitiseOtp(otp)));

  useEffect(() => {
    machine.start();
    return () => machine.dispose();
  }, [machine]);

  useEffect(() => {
    if (initialCode && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit();
    } else if (focusOnMount) setFocus('otp');
    // Once, on arrival: a later render must not submit again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const requestNewCode = async () => {
    await machine.requestNewCode();
    if (machine.state.status === 'entering') {
      setValue('otp', '');
      setFocus('otp');
    }
  };

  const { state } = machine;
  const submitting = state.status === 'submitting' || state.status === 'success';
  const otpField = register('otp', {
    onChange: (event: { target: { value: string } }) => {
      const clean = sanitiseOtp(event.target.value);
      if (clean !== event.target.value) setValue('otp', clean);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="acc-login__form">
      <h2 className="acc-login__step-title">Enter your passcode</h2>
      <p>
        We sent a 6-character passcode to <strong>{email}</strong>. Enter it here, or open the link in the email.
      </p>
      <TextField
        label="Passcode"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="acc-login__otp"
        error={formState.errors.otp?.message}
        {...otpField}
      />
      <p role="status" className="acc-login__status">
        {state.status === 'submitting' && state.waitingForMail && 'Your passcode is on its way. Trying again in a moment.'}
        {machine.newCodeSent && `We sent a new passcode to ${email}.`}
      </p>
      {machine.message && <Alert kind="error">{machine.message}</Alert>}
      {machine.requestError && <Alert kind="error">{machine.requestError}</Alert>}
      {machine.mustRequestNewCode ? (
        <Button variant="primary" busy={machine.requestingCode} onClick={() => void requestNewCode()}>
          Send a new passcode
        </Button>
      ) : (
        <Button type="submit" variant="primary" busy={submitting}>
          Log in
        </Button>
      )}
      {machine.showNoArrivalHint && !machine.mustRequestNewCode && state.status !== 'success' && (
        <div role="status" className="acc-login__hint">
          <p>No email yet? The passcode may not have arrived. Check your spam folder, or send a new passcode.</p>
          <Button variant="secondary" busy={machine.requestingCode} onClick={() => void requestNewCode()}>
            Resend passcode
          </Button>
        </div>
      )}
      <Button variant="link" onClick={onBack}>
        Back
      </Button>
    </form>
  );
});
