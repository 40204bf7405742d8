import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, TextField, errorMessage } from '@storefront/shared';
import { GIFT_CODE_LENGTH, giftCodeSchema, type GiftCodeValues } from '@storefront/shared/validation';

export interface GiftCodeFormProps {
  /** The `gift_code` query: filled in and looked up at once. */
  initialCode: string;
  /** Redeems the code; resolves with the field's message when the code is refused. */
  onRedeem(code: string): Promise<string | null>;
}

/** Spec 03 §2.8: the 10-digit gift code, its refusals on the field (which takes the focus). */
export function GiftCodeForm({ initialCode, onRedeem }: GiftCodeFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GiftCodeValues>({ resolver: yupResolver(giftCodeSchema), shouldFocusError: true, defaultValues: { code: initialCode } });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const refusal = await onRedeem(code);
      if (refusal) setError('code', { message: refusal }, { shouldFocus: true });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  });

  useEffect(() => {
    if (initialCode) void submit();
    // Only the code the page was opened with is looked up on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form onSubmit={submit} noValidate className="acc-form-page__form">
      <TextField
        label="Gift code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={GIFT_CODE_LENGTH}
        error={errors.code?.message}
        {...register('code')}
      />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Redeem
      </Button>
    </form>
  );
}
