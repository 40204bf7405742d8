import { FieldGroup } from '@storefront/shared';

export interface AutoRenewChoiceProps {
  value: boolean;
  onChange(autoRenew: boolean): void;
}

/** Section 8: whether the membership renews itself; kept in the membership store for payment (`auto_renew`). */
export function AutoRenewChoice({ value, onChange }: AutoRenewChoiceProps) {
  return (
    <FieldGroup legend="Renew my membership automatically each year" className="acc-membership-form__auto-renew">
      <label>
        <input type="radio" name="membership-auto-renew" checked={value} onChange={() => onChange(true)} /> Yes
      </label>
      <label>
        <input type="radio" name="membership-auto-renew" checked={!value} onChange={() => onChange(false)} /> No
      </label>
    </FieldGroup>
  );
}
