import { makeAutoObservable } from 'mobx';
import { type TicketGroup, type TicketType } from '@storefront/shared';
import type { AdmitEntryValues } from '@storefront/shared/validation';
import type { ValidationRules } from '../reservation/validation-rules';

export type AdmitField = keyof AdmitEntryValues;

/** One ticket's admit entry: the n-th ticket of a type. */
export interface AdmitTicket {
  /** `${typeId}:${index}` */
  key: string;
  group: TicketGroup;
  type: TicketType;
  /** 0-based within the type. */
  index: number;
  /** 1-based over every ticket that has admit fields ("Ticket 1 – Adult"). */
  number: number;
  showNames: boolean;
  showEmail: boolean;
}

const EMPTY: AdmitEntryValues = { firstName: '', lastName: '', email: '' };

export const admitKey = (typeId: string, index: number) => `${typeId}:${index}`;
/** The DOM id of an admit input, so a form can focus it. */
export const admitFieldDomId = (key: string, field: AdmitField) => `cat-admit-${key}-${field}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Admit details (spec 01 §5): one entry per ticket of a group whose admit names or e-mails
 * are not hidden. Entries follow the quantities of the source (a `QuantitySelection`);
 * typed values are kept when a count shrinks and come back when it grows again.
 */
export class AdmitDetails {
  values: Record<string, AdmitEntryValues> = {};
  errors: Record<string, Partial<Record<AdmitField, string>>> = {};

  constructor(private readonly source: { groups: TicketGroup[]; byType: Record<string, number> }) {
    makeAutoObservable<AdmitDetails, 'source'>(this, { source: false }, { autoBind: true });
  }

  get tickets(): AdmitTicket[] {
    const out: AdmitTicket[] = [];
    for (const group of this.source.groups) {
      const showNames = group.admitNames !== 'disabled';
      const showEmail = group.admitEmails !== 'no';
      if (!showNames && !showEmail) continue;
      for (const type of group.ticketTypes)
        for (let index = 0; index < (this.source.byType[type.id] ?? 0); index++)
          out.push({ key: admitKey(type.id, index), group, type, index, number: out.length + 1, showNames, showEmail });
    }
    return out;
  }

  entry(key: string): AdmitEntryValues {
    return this.values[key] ?? EMPTY;
  }
  error(key: string, field: AdmitField): string | undefined {
    return this.errors[key]?.[field];
  }

  setValue(key: string, field: AdmitField, value: string): void {
    this.values[key] = { ...this.entry(key), [field]: value };
    if (this.errors[key]?.[field]) this.errors[key] = { ...this.errors[key], [field]: undefined };
  }

  /** What a reservation item carries: `admitName` = first + ' ' + last, `admitEmail`. */
  detailsFor(typeId: string, index: number): { admitName?: string; admitEmail?: string } {
    const ticket = this.tickets.find((t) => t.type.id === typeId && t.index === index);
    if (!ticket) return {};
    const v = this.entry(ticket.key);
    const name = ticket.showNames ? [v.firstName.trim(), v.lastName.trim()].filter(Boolean).join(' ') : '';
    const email = ticket.showEmail ? v.email.trim() : '';
    return { ...(name ? { admitName: name } : {}), ...(email ? { admitEmail: email } : {}) };
  }

  /** Validates every shown entry with the shared rules; answers the DOM id of the first invalid input, or null. */
  validate({ admitErrors }: ValidationRules): string | null {
    const errors: Record<string, Partial<Record<AdmitField, string>>> = {};
    let first: string | null = null;
    for (const t of this.tickets) {
      const e = admitErrors(t.group.admitNames, t.group.admitEmails, this.entry(t.key));
      if (Object.keys(e).length === 0) continue;
      errors[t.key] = e;
      const field = (['firstName', 'lastName', 'email'] as const).find((f) => e[f]);
      first ??= field ? admitFieldDomId(t.key, field) : null;
    }
    this.errors = errors;
    return first;
  }

  reset(): void {
    this.values = {};
    this.errors = {};
  }
}
