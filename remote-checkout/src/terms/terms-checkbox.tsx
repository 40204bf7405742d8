import type { Ref } from 'react';
import { Field } from '@storefront/shared';

export interface TermsCheckboxProps {
  text: string;
  accepted: boolean;
  error: string | null;
  onChange(accepted: boolean): void;
  inputRef: Ref<HTMLInputElement>;
}

/** Spec 02 §2/§5: shown only when terms text is configured, and must be ticked. */
export function TermsCheckbox({ text, accepted, error, onChange, inputRef }: TermsCheckboxProps) {
  return (
    <section className="chk-section chk-terms" aria-labelledby="chk-terms-title">
      <h2 id="chk-terms-title" className="chk-section__title">
        Terms and conditions
      </h2>
      <div className="chk-terms__text" id="chk-terms-text">
        {text}
      </div>
      <Field id="chk-terms-accept" label="I accept the terms and conditions" error={error} inline describedBy="chk-terms-text">
        {(control) => (
          <input {...control} ref={inputRef} type="checkbox" checked={accepted} onChange={(e) => onChange(e.target.checked)} />
        )}
      </Field>
    </section>
  );
}
