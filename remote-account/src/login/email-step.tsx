import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField } from '@storefront/shared';
import { loginEmailSchema, type LoginEmailValues } from '@storefront/shared/validation';
import { loginFailure } from './login-messages';

export type EmailStepMode = 'otp' | 'password' | 'otp_or_password';

export interface EmailStepProps {
  mode: EmailStepMode;
  /** The e-mail to start from (typed before, or kept in the login flow); fills the field while it is empty. */
  defaultEmail: string;
  /** A later step's answer about the e-mail (validation_failed, validate_not_email), shown on the field. */
  emailError: string | null;
  /** Focus the field (the visitor came back from another step). */
  focusOnMount: boolean;
  /** Mails a one-time code, then shows the code step (rejects with the API's error). */
  onRequestCode(email: string): Promise<void>;
  onChoosePassword(email: string): void;
}

/** Spec 03 §2.3 email step: the e-mail, a one-time-code button and, when both are allowed, a password button. */
export function EmailStep({ mode, defaultEmail, emailError, focusOnMount, onRequestCode, onChoosePassword }: EmailStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginEmailValues>({
    resolver: yupResolver(loginEmailSchema),
    shouldFocusError: true,
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (defaultEmail && !getValues('email')) setValue('email', defaultEmail);
  }, [defaultEmail, getValues, setValue]);

  useEffect(() => {
    if (emailError) setError('email', { message: emailError }, { shouldFocus: true });
    else if (focusOnMount) setFocus('email');
  }, [emailError, focusOnMount, setError, setFocus]);

  const requestCode = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await onRequestCode(email);
    } catch (e) {
      const problem = loginFailure(e);
      if (problem.onEmailField) setError('email', { message: problem.message }, { shouldFocus: true });
      else setFailure(problem.message);
    }
  });
  const choosePassword = handleSubmit(({ email }) => onChoosePassword(email));

  return (
    <form onSubmit={mode === 'password' ? choosePassword : requestCode} noValidate className="acc-login__form">
      <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      {failure && <Alert kind="error">{failure}</Alert>}
      {mode === 'password' ? (
        <Button type="submit" variant="primary">
          Continue
        </Button>
      ) : (
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Email me a passcode
        </Button>
      )}
      {mode === 'otp_or_password' && (
        <Button variant="secondary" onClick={() => void choosePassword()} disabled={isSubmitting}>
          Log in with password
        </Button>
      )}
    </form>
  );
}
