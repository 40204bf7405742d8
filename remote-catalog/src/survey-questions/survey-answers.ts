import { makeAutoObservable } from 'mobx';
import { type TicketGroup } from '@storefront/shared';
import type { ValidationRules } from '../reservation/validation-rules';
import { surveyFields, toAdditionalInfo, type SurveyField, type SurveyValue } from './survey-fields';

/** One group's questions; `error` (and no fields) when its spec is unusable. */
export interface SurveySection {
  group: TicketGroup;
  fields: SurveyField[];
  error: string | null;
}

/** The DOM id of a question's input, so a form can focus it. */
export const surveyFieldDomId = (groupId: string, fieldId: string) =>
  `cat-survey-${groupId}-${fieldId}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Survey answers of the selected ticket groups (spec 01 §5 "Survey"). Follows the groups
 * with tickets of its source (a `QuantitySelection`); answers are kept when a group is
 * deselected and come back if it is selected again, but only shown groups are sent.
 */
export class SurveyAnswers {
  values: Record<string, Record<string, SurveyValue | undefined>> = {};
  errors: Record<string, Record<string, string>> = {};

  constructor(private readonly source: { groupsWithTickets: TicketGroup[] }) {
    makeAutoObservable<SurveyAnswers, 'source'>(this, { source: false }, { autoBind: true });
  }

  /** Groups with tickets and at least one question (or a broken spec). */
  get sections(): SurveySection[] {
    return this.source.groupsWithTickets
      .map((group) => {
        try {
          return { group, fields: surveyFields(group.survey), error: null };
        } catch (e) {
          return { group, fields: [], error: (e as Error).message };
        }
      })
      .filter((s) => s.fields.length > 0 || s.error !== null);
  }
  get fieldsByGroup(): Record<string, SurveyField[]> {
    return Object.fromEntries(this.sections.map((s) => [s.group.id, s.fields]));
  }
  /** The reserve call's `additionalInfo`: `{ [groupId]: { [fieldId]: value } }`. */
  get additionalInfo(): Record<string, Record<string, string | number | boolean>> {
    return toAdditionalInfo(this.fieldsByGroup, this.values);
  }

  value(groupId: string, fieldId: string): SurveyValue | undefined {
    return this.values[groupId]?.[fieldId];
  }
  error(groupId: string, fieldId: string): string | undefined {
    return this.errors[groupId]?.[fieldId];
  }

  setValue(groupId: string, fieldId: string, value: SurveyValue): void {
    this.values[groupId] = { ...this.values[groupId], [fieldId]: value };
    if (this.errors[groupId]?.[fieldId]) {
      const { [fieldId]: _dropped, ...rest } = this.errors[groupId];
      this.errors[groupId] = rest;
    }
  }

  /** Validates every shown question with the shared rules; answers the DOM id of the first invalid one, or null. */
  validate({ surveyErrors }: ValidationRules): string | null {
    const errors: Record<string, Record<string, string>> = {};
    let first: string | null = null;
    for (const { group, fields } of this.sections) {
      const e = surveyErrors(fields, this.values[group.id] ?? {});
      if (Object.keys(e).length === 0) continue;
      errors[group.id] = e;
      const firstField = fields.find((f) => e[f.id]);
      first ??= firstField ? surveyFieldDomId(group.id, firstField.id) : null;
    }
    this.errors = errors;
    return first;
  }

  reset(): void {
    this.values = {};
    this.errors = {};
  }
}
