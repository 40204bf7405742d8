import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { observer } from 'mobx-react-lite';
import { Alert, Button, TextField, errorMessage, safeRedirectPath, useStores } from '@storefront/shared';
import { loginSchema } from '@storefront/shared/validation';

interface LoginFields {
  username: string;
  password: string;
}

/** Spec 03 §2.3, password mode. One-time-code and member-ID login come with the account issue. */
export const LoginPage = observer(function LoginPage() {
  const { session, config } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectPath = safeRedirectPath(params.get('redirect'), '/events');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({
    resolver: yupResolver(loginSchema),
    shouldFocusError: true,
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    document.title = `Login | ${config.sellerName}`;
  }, [config.sellerName]);

  if (session.isSignedIn && !isSubmitting) return <Navigate to={redirectPath} replace />;

  const submit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await session.login({ kind: 'password', email: username, password });
      navigate(redirectPath, { replace: true });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  });

  return (
    <section className="acc-login" aria-labelledby="acc-login-title">
      <h1 id="acc-login-title">Login</h1>
      <form onSubmit={submit} noValidate className="acc-login__form">
        <TextField label="Email" type="email" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {failure && <Alert kind="error">{failure}</Alert>}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Log in
        </Button>
      </form>
    </section>
  );
});
