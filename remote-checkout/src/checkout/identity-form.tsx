import type { UseFormReturn } from 'react-hook-form';
import { Field, TextField, type IdentityInput } from '@storefront/shared';
import { statesFor, CHECKOUT_COUNTRIES, type CheckoutIdentityValues, type CustomFieldSpec } from '@storefront/shared/validation';

export type IdentityForm = UseFormReturn<CheckoutIdentityValues>;

/** The form's values as the purchaser's identity: address and custom fields go in `additionalInfo`, empty ones left out. */
export function toIdentityInput(v: CheckoutIdentityValues): IdentityInput {
  const info: Record<string, string> = {
    address: v.address,
    address_more: v.addressMore,
    city: v.city,
    state: v.state,
    country: v.country,
    zip_code: v.zipCode,
    ...(v.custom as Record<string, string>),
  };
  const additionalInfo = Object.fromEntries(Object.entries(info).filter(([, value]) => typeof value === 'string' && value.trim()));
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    ...(v.phone ? { phone: v.phone } : {}),
    ...(Object.keys(additionalInfo).length ? { additionalInfo } : {}),
  };
}

/**
 * Spec 02 §3/§5: the purchaser's details, shown only for a cart of the public identity (a
 * guest). Validated with the shared checkout schema; react-hook-form focuses the first invalid field.
 * The spec's required fields (first and last name, e-mail) say so to assistive technology.
 */
export function IdentityFields({ form, customFields }: { form: IdentityForm; customFields: readonly CustomFieldSpec[] }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const country = watch('country');
  const states = statesFor(country);
  const zipLabel = country === 'US' ? 'ZIP code' : 'Postcode';
  const customErrors = errors.custom as Record<string, { message?: string } | undefined> | undefined;
  return (
    <fieldset className="chk-identity">
      <legend className="chk-section__title">Your details</legend>
      <p className="chk-identity__note">First name, last name and email are required.</p>
      <div className="chk-identity__row">
        <TextField label="First name" aria-required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" aria-required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Email" type="email" aria-required autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Confirm email" type="email" aria-required autoComplete="email" error={errors.emailConfirm?.message} {...register('emailConfirm')} />
      <TextField label="Phone" type="tel" autoComplete="tel" maxLength={50} error={errors.phone?.message} {...register('phone')} />
      <TextField label="Address" autoComplete="address-line1" error={errors.address?.message} {...register('address')} />
      <TextField label="Address line 2" autoComplete="address-line2" error={errors.addressMore?.message} {...register('addressMore')} />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <div className="chk-identity__row">
        <Field id="chk-country" label="Country">
          {(control) => (
            <select {...control} className="sf-field__input" autoComplete="country" {...register('country')}>
              {CHECKOUT_COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {states.length > 0 && (
          <Field id="chk-state" label="State" error={errors.state?.message}>
            {(control) => (
              <select {...control} className="sf-field__input" autoComplete="address-level1" {...register('state')}>
                <option value="">Select a state</option>
                {states.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField label={zipLabel} autoComplete="postal-code" error={errors.zipCode?.message} {...register('zipCode')} />
      </div>
      {customFields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          maxLength={1000}
          error={customErrors?.[f.name]?.message}
          {...register(`custom.${f.name}` as `custom`)}
        />
      ))}
    </fieldset>
  );
}
