import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField, errorMessage, identitySchema, type IdentityInput } from '@storefront/shared';

interface IdentityFields {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirm: string;
}

/**
 * Spec 02 §2/§5: the purchaser's identity, validated with the shared yup schema;
 * react-hook-form focuses the first invalid field (`shouldFocusError`).
 */
export function IdentityForm({ onSubmit }: { onSubmit: (identity: IdentityInput) => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<IdentityFields>({
    resolver: yupResolver(identitySchema),
    shouldFocusError: true,
    defaultValues: { firstName: '', lastName: '', email: '', emailConfirm: '' },
  });

  const submit = handleSubmit(async ({ firstName, lastName, email }) => {
    setFailure(null);
    try {
      await onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  });

  return (
    <form className="chk-identity" onSubmit={submit} noValidate aria-labelledby="chk-identity-title">
      <h2 id="chk-identity-title">Your details</h2>
      <div className="chk-identity__row">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Confirm email"
        type="email"
        autoComplete="email"
        error={errors.emailConfirm?.message}
        {...register('emailConfirm')}
      />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Complete order
      </Button>
    </form>
  );
}
