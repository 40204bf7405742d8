import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@storefront/shared';
import { promoCodeSchema } from '@storefront/shared/validation';

export interface PromoCodeFormProps {
  /** The spec 01 §8 message for the last refused code (`promoRefusalMessage`). */
  message: string | null;
  busy: boolean;
  /** Applies the trimmed code; resolves true when it was applied. */
  onApply(code: string): Promise<boolean>;
  onEdit(): void;
}

/** Spec 01 §5 "Promo code": required, trimmed, 2–35 characters (the shared schema). */
export function PromoCodeForm({ message, busy, onApply, onEdit }: PromoCodeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: yupResolver(promoCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    if (await onApply(code)) reset();
  });

  return (
    <form className="chk-promo__form" onSubmit={submit} noValidate>
      <TextField
        label="Promo code"
        autoComplete="off"
        error={errors.code?.message ?? message}
        // The refused code comes back while the focus is on Apply: said as it appears. A schema
        // error is not: the field takes the focus and its description says it.
        announceError={!errors.code && message !== null}
        {...register('code', { onChange: onEdit })}
      />
      <Button variant="secondary" type="submit" busy={busy}>
        Apply
      </Button>
    </form>
  );
}
