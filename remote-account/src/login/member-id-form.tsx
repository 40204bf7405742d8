import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField, type MemberIdentifier } from '@storefront/shared';
import { memberLoginSchema, type MemberLoginValues } from '@storefront/shared/validation';
import { loginFailure } from './login-messages';

/** How long the fields must stay filled and valid before the one automatic attempt (typing has paused). */
export const MEMBER_AUTO_ATTEMPT_PAUSE_MS = 600;

/** The second field of each member-ID login mode. */
const IDENTIFIER_FIELDS: Record<MemberIdentifier, { label: string } & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode'>> = {
  zip_code: { label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  last_name: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
};

export interface MemberIdFormProps {
  identifier: MemberIdentifier;
  /** Signs in with the member ID and the identifier's value (rejects with the API's error). */
  onLogIn(memberId: string, value: string): Promise<void>;
}

/**
 * Spec 03 §3 member-ID login (scan_code, scan_code_password, scan_code_last_name,
 * scan_code_email): the member ID and one more identifier. Spec 03 §4: the login is attempted
 * once by itself when every field is filled and valid, and always by the button.
 */
export function MemberIdForm({ identifier, onLogIn }: MemberIdFormProps) {
  const schema = useMemo(() => memberLoginSchema(identifier), [identifier]);
  const [failure, setFailure] = useState<string | null>(null);
  // Set by any attempt, automatic or by the button: the automatic one happens once.
  const [attempted, setAttempted] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MemberLoginValues>({
    resolver: yupResolver(schema),
    shouldFocusError: true,
    defaultValues: { memberId: '', value: '' },
  });
  const [memberId, value] = useWatch({ control, name: ['memberId', 'value'] });

  const submit = handleSubmit(async (values) => {
    setAttempted(true);
    setFailure(null);
    try {
      await onLogIn(values.memberId, values.value);
    } catch (e) {
      setFailure(loginFailure(e).message);
    }
  });

  useEffect(() => {
    if (attempted || !schema.isValidSync({ memberId, value })) return;
    const timer = setTimeout(() => void submit(), MEMBER_AUTO_ATTEMPT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [attempted, memberId, value, schema, submit]);

  const { label, ...inputProps } = IDENTIFIER_FIELDS[identifier];
  return (
    <form onSubmit={submit} noValidate className="acc-login__form">
      <TextField label="Member ID" autoComplete="username" spellCheck={false} error={errors.memberId?.message} {...register('memberId')} />
      <TextField label={label} {...inputProps} error={errors.value?.message} {...register('value')} />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Log in
      </Button>
      <Link to="/user/forgot-membership" className="acc-login__link">
        Forgot your member ID?
      </Link>
    </form>
  );
}
