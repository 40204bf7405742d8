/**
 * The string formats of the API's schemas, narrowed to values PostgreSQL accepts. ajv-formats
 * takes `urn:uuid:…` as a uuid and any year 0000–9999 as a date; PostgreSQL rejects the first
 * and fails time zone arithmetic on far years ("time zone displacement out of range"), which
 * answered 500. Installed with Fastify's `ajv.onCreate`, after ajv-formats.
 */
import { isUuid } from '../ids';

/** Calendar years a date or timestamp may name: far beyond any event, far within PostgreSQL. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

type FormatCheck = RegExp | ((value: string) => boolean);
type FormatDefinition = FormatCheck | { validate: FormatCheck };

/** The part of an Ajv instance this module uses (`ajv` itself is not a dependency of the API). */
interface FormatRegistry {
  formats: Record<string, unknown>;
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

function checkOf(definition: unknown): (value: string) => boolean {
  const check = (definition as { validate?: FormatCheck }).validate ?? (definition as FormatCheck);
  if (check instanceof RegExp) return (value) => check.test(value);
  if (typeof check === 'function') return check;
  throw new Error('unexpected ajv format definition');
}

/** True when the value starts with a four-digit year within MIN_YEAR…MAX_YEAR. */
export function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}/.test(value) && year >= MIN_YEAR && year <= MAX_YEAR;
}

export function useStrictFormats(ajv: FormatRegistry): void {
  ajv.addFormat('uuid', { type: 'string', validate: isUuid });
  for (const name of ['date', 'date-time']) {
    const standard = checkOf(ajv.formats[name] as FormatDefinition);
    ajv.addFormat(name, { type: 'string', validate: (value) => yearInRange(value) && standard(value) });
  }
}
