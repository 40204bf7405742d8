/** Comma lists in query strings, as in `id._in=a,b` (their schemas: `@storefront/shared/contract`). */
export function splitList(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').filter((part) => part.length > 0);
}
