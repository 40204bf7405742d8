import { observer } from 'mobx-react-lite';
import { TextField } from '@storefront/shared';
import { citypassDomId, type CitypassCodes } from './citypass-codes';
import './citypass.css';

/**
 * Spec 01 §5 "CityPASS voucher": one labelled code input per ticket; a format problem, or the
 * platform's `invalid_citypass` / `code_exhausted` (spec 01 §8), shows next to its input.
 */
export const CitypassFields = observer(function CitypassFields({ codes }: { codes: CitypassCodes }) {
  if (codes.tickets.length === 0) return null;
  return (
    <fieldset className="sf-group cat-citypass">
      <legend className="sf-group__legend">CityPASS vouchers</legend>
      <p className="cat-citypass__hint">Enter the code printed on one CityPASS voucher for each ticket.</p>
      {codes.tickets.map((t) => (
        <TextField
          key={t.key}
          id={citypassDomId(t.key)}
          className="cat-citypass__code"
          label={`CityPASS code for ticket ${t.number} – ${t.type.name}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={codes.value(t.key)}
          error={codes.error(t.key)}
          onChange={(e) => codes.setValue(t.key, e.target.value)}
        />
      ))}
    </fieldset>
  );
});
