/**
 * Spec 01 §3/§5 "Survey": a ticket group's `ApiSurveySpec` as ordered form fields, and the
 * answers as the reserve call's `additionalInfo` (`{ [groupId]: { [fieldId]: value } }`).
 */
import type { ApiSurveyProperty, ApiSurveySpec } from '@storefront/shared';
import type { SurveyField, SurveyInputKind, SurveyValue } from '@storefront/shared/validation';

export type { SurveyField, SurveyInputKind, SurveyValue } from '@storefront/shared/validation';

/** Spec 01 §5: "Survey contexts must contain more than commas and whitespace". */
export function hasSurveyContext(context: string | null | undefined): boolean {
  return /[^,\s]/.test(context ?? '');
}

function kindOf(id: string, p: ApiSurveyProperty): SurveyInputKind {
  if (p.enum) return 'select';
  if (p.format === 'email') return 'email';
  if (p.format === 'date') return 'date';
  switch (p.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'checkbox';
    default:
      throw new Error(`Survey question "${id}" has no type (expected enum, format email/date, or type integer/number/string/boolean).`);
  }
}

/** Ordered by propertyOrder (then as written). Throws when a question has no usable type. */
export function surveyFields(spec: ApiSurveySpec | null | undefined): SurveyField[] {
  if (!spec?.properties) return [];
  const required = new Set(spec.required ?? []);
  return Object.entries(spec.properties)
    .map(([id, p], index) => ({ id, p, index }))
    .sort((a, b) => (a.p.propertyOrder ?? Infinity) - (b.p.propertyOrder ?? Infinity) || a.index - b.index)
    .map(({ id, p }) => ({
      id,
      label: hasSurveyContext(p.title) ? p.title : id,
      description: hasSurveyContext(p.description) ? p.description! : null,
      kind: kindOf(id, p),
      options: p.enum ?? [],
      required: required.has(id),
      min: p.minimum ?? null,
      max: p.maximum ?? null,
      integer: p.type === 'integer',
    }));
}

/** One answer as sent: numbers as numbers, text trimmed; undefined for an empty answer. */
export function answerValue(field: SurveyField, value: SurveyValue | undefined): string | number | boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return field.kind === 'checkbox' ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return field.kind === 'number' ? Number(text) : text;
}

/** `{ [groupId]: { [fieldId]: value } }`, empty answers and groups without answers dropped. */
export function toAdditionalInfo(
  fieldsByGroup: Record<string, SurveyField[]>,
  values: Record<string, Record<string, SurveyValue | undefined>>,
): Record<string, Record<string, string | number | boolean>> {
  const out: Record<string, Record<string, string | number | boolean>> = {};
  for (const [groupId, fields] of Object.entries(fieldsByGroup)) {
    const answers: Record<string, string | number | boolean> = {};
    for (const f of fields) {
      const v = answerValue(f, values[groupId]?.[f.id]);
      if (v !== undefined) answers[f.id] = v;
    }
    if (Object.keys(answers).length > 0) out[groupId] = answers;
  }
  return out;
}
