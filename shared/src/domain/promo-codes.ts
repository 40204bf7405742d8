/** Spec 01 §5 "Promo code" lists. The refusals' wording (§8 "Promo message") is checkout's (`remote-checkout` `promo-code/`). */

/** A comma-separated list: trimmed, empty entries dropped. */
export function parseCodeList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}
