import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, TextField } from '@storefront/shared';
import type { BlockedCode } from './blocked-code';

/** Spec 02 §2: a checkout rule blocks the cart until a checkout code unlocks it (the pay button hides). */
export const BlockedCartForm = observer(function BlockedCartForm({ blockedCode, reasons }: { blockedCode: BlockedCode; reasons: string[] }) {
  const [code, setCode] = useState('');
  return (
    <form
      className="chk-section chk-blocked"
      aria-labelledby="chk-blocked-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void blockedCode.apply(code);
      }}
    >
      <h2 id="chk-blocked-title" className="chk-section__title">
        Unlock checkout
      </h2>
      {reasons.length ? reasons.map((reason) => <p key={reason}>{reason}</p>) : <p>A code is needed to check out this cart.</p>}
      <div className="chk-blocked__row">
        <TextField label="Checkout code" value={code} onChange={(e) => setCode(e.target.value)} error={blockedCode.message} />
        <Button type="submit" variant="secondary" busy={blockedCode.applying}>
          Apply
        </Button>
      </div>
    </form>
  );
});
