import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, TextField } from '@storefront/shared';
import type { BlockedCode } from './blocked-code';

const INPUT_ID = 'chk-blocked-code';

/** Where the focus goes once the code unlocks the cart and this form goes away: the checkout form's first control. */
function focusCheckoutForm() {
  document.getElementById('chk-checkout-form')?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), button:not([disabled])')?.focus();
}

/**
 * Spec 02 §2: a checkout rule blocks the cart until a checkout code unlocks it (the pay button
 * hides). A refused code is announced (an alert under the field).
 */
export const BlockedCartForm = observer(function BlockedCartForm({ blockedCode, reasons }: { blockedCode: BlockedCode; reasons: string[] }) {
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const error = blockedCode.message;
  return (
    <form
      ref={formRef}
      className="chk-section chk-blocked"
      aria-labelledby="chk-blocked-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void blockedCode.apply(code).then((unlocked) => {
          if (unlocked && !formRef.current?.isConnected) focusCheckoutForm();
        });
      }}
    >
      <h2 id="chk-blocked-title" className="chk-section__title">
        Unlock checkout
      </h2>
      {reasons.length ? reasons.map((reason) => <p key={reason}>{reason}</p>) : <p>A code is needed to check out this cart.</p>}
      <div className="chk-blocked__row">
        <TextField
          id={INPUT_ID}
          label="Checkout code"
          error={error}
          announceError
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={blockedCode.applying}>
          Apply
        </Button>
      </div>
    </form>
  );
});
