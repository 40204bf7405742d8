import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { observer } from 'mobx-react-lite';
import { Alert, Button, TextField, errorMessage, safeRedirectPath, toApiError, useStores } from '@storefront/shared';
import { EMAIL_MAX_LENGTH, setEmailSchema, type SetEmailValues } from '@storefront/shared/validation';

/**
 * `/user/set-email-address` (spec 03 §2.10, §5): an account without a real e-mail gets one
 * after login or checkout, then goes on to `?redirect=` (a path of this storefront) or the events.
 */
export const SetEmailAddressPage = observer(function SetEmailAddressPage() {
  const { session, config } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetEmailValues>({ resolver: yupResolver(setEmailSchema), shouldFocusError: true, defaultValues: { email: '', emailConfirm: '' } });

  useEffect(() => {
    document.title = `Set email address | ${config.sellerName}`;
  }, [config.sellerName]);

  const submit = handleSubmit(async ({ email }) => {
    const user = session.user;
    if (!user) return;
    setFailure(null);
    try {
      await session.updateUser({ email });
      navigate(safeRedirectPath(params.get('redirect'), '/events'), { replace: true });
    } catch (e) {
      const err = toApiError(e);
      // Spec 03 §8: 409 means another account uses this e-mail.
      setFailure(
        err.is('email_in_use')
          ? `Another account already uses this email address. Please contact ${config.sellerName} for help.`
          : errorMessage(err),
      );
    }
  });

  return (
    <section className="acc-form-page" aria-labelledby="acc-set-email-title">
      <h1 id="acc-set-email-title">Set your email address</h1>
      <form onSubmit={submit} noValidate className="acc-form-page__form">
        <p>Your account has no email address yet. Please add one: we send your tickets and confirmations there.</p>
        <TextField label="Email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} error={errors.email?.message} {...register('email')} />
        <TextField
          label="Confirm email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.emailConfirm?.message}
          {...register('emailConfirm')}
        />
        {failure && <Alert kind="error">{failure}</Alert>}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Save email address
        </Button>
      </form>
    </section>
  );
});
