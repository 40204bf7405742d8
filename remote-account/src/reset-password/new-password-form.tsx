import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField, errorMessage } from '@storefront/shared';
import { PASSWORD_MAX_LENGTH, newPasswordSchema, type NewPasswordValues } from '@storefront/shared/validation';
import { PasswordRequirements } from './password-requirements';
import { isInvalidResetLink } from './reset-link';

export interface NewPasswordFormProps {
  /** The account the link resets. */
  email: string;
  save(password: string): Promise<void>;
  onSaved(): void;
  /** The link turned out unusable while the form was open (used or expired meanwhile). */
  onLinkInvalid(): void;
}

/** The new password with its requirements panel; 'Invalid password' shows when the field is left (spec 03 §5). */
export function NewPasswordForm({ email, save, onSaved, onLinkInvalid }: NewPasswordFormProps) {
  const requirementsId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    // 'Invalid password' when the field is left; once left, the message follows every keystroke, so it
    // is gone before the visitor reaches the button (a message vanishing on the button's mousedown moved it away).
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await save(password);
      onSaved();
    } catch (e) {
      if (isInvalidResetLink(e)) onLinkInvalid();
      else setFailure(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="acc-form-page__form">
      <p>
        Set a new password for <strong>{email}</strong>.
      </p>
      {/* The account's e-mail, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        aria-describedby={requirementsId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordRequirements id={requirementsId} password={password} />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Set password
      </Button>
    </form>
  );
}
