/** The admin API's shapes (ADR 0033): API-only, the storefront never calls it. */
import { Type, type Static } from '@sinclair/typebox';
import { KINDS } from './catalogue-plan';

/** Names of rows, the first 25 of a list (a layout has thousands of seats). */
const Names = (description: string) => Type.Array(Type.String(), { description });

/** What an import did (or, dry, would do) to one kind of row. */
export type KindChanges = Static<typeof KindChanges>;
export const KindChanges = Type.Object({
  kind: Type.Union(KINDS.map((kind) => Type.Literal(kind))),
  counts: Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), deleted: Type.Integer(), kept: Type.Integer() }),
  created: Names('Rows the file adds.'),
  updated: Names("Each with the columns that change, e.g. 'general-admission/admission/adult (price_minor)'."),
  deleted: Names('Rows the file dropped that nothing sold refers to.'),
  kept: Names('Rows the file dropped but kept: something sold refers to them. Sessions, groups and events among them are taken off sale.'),
});

export type ImportReport = Static<typeof ImportReport>;
export const ImportReport = Type.Object({
  seller: Type.String(),
  format_version: Type.Integer(),
  dry_run: Type.Boolean(),
  /** False when the file matches the database. */
  changed: Type.Boolean(),
  kinds: Type.Array(KindChanges),
});

export const SellerSlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 80 }) }, { additionalProperties: false });

/** `?dry_run=1` (or `true`): report what would change, change nothing. */
export const ImportQuery = Type.Object(
  { dry_run: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('true'), Type.Literal('0'), Type.Literal('false')])) },
  { additionalProperties: false },
);

/** The body is validated by the import itself, so that the API and the command report the same problems. */
export const CatalogueBody = Type.Object({}, { additionalProperties: true, description: 'A catalogue file (api/venue-import/venue.schema.json).' });
