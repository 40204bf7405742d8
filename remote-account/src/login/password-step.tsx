import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField } from '@storefront/shared';
import { loginPasswordSchema, type LoginPasswordValues } from '@storefront/shared/validation';
import { loginFailure, type LoginFailure } from './login-messages';

export const FORGOT_PASSWORD_PATH = '/user/forgot-password';

export interface PasswordStepProps {
  email: string;
  focusOnMount: boolean;
  /** Signs in with the e-mail and this password (rejects with the API's error). */
  onLogIn(password: string): Promise<void>;
  /** Back to the e-mail step, with a message for its field when the API refused the e-mail. */
  onChangeEmail(emailError?: string): void;
  /** Show the forgot-password link (not in the membership form's login-or-guest dialog, spec 03 §2.7). */
  offerForgotPassword?: boolean;
}

/** Spec 03 §2.3 password step: the e-mail shown with a way to change it, the password, and the forgot-password link. */
export function PasswordStep({ email, focusOnMount, onLogIn, onChangeEmail, offerForgotPassword = true }: PasswordStepProps) {
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginPasswordValues>({
    resolver: yupResolver(loginPasswordSchema),
    shouldFocusError: true,
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('password');
  }, [focusOnMount, setFocus]);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onLogIn(password);
    } catch (e) {
      const problem = loginFailure(e);
      if (problem.onEmailField) onChangeEmail(problem.message);
      else setFailure(problem);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="acc-login__form">
      <h2 className="acc-login__step-title">Enter your password</h2>
      <p className="acc-login__email">
        Logging in as <strong>{email}</strong>{' '}
        <Button variant="link" onClick={() => onChangeEmail()}>
          Change email
        </Button>
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {failure && (
        <Alert kind="error">
          {failure.message}
          {failure.offerPasswordReset && (
            <>
              {' '}
              <Link to={FORGOT_PASSWORD_PATH}>Reset your password</Link>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Log in
      </Button>
      {offerForgotPassword && (
        <Link to={FORGOT_PASSWORD_PATH} className="acc-login__link">
          Forgot your password?
        </Link>
      )}
    </form>
  );
}
