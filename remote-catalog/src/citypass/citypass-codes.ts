import { makeAutoObservable } from 'mobx';
import type { CitypassCodeGroups, TicketGroup, TicketType } from '@storefront/shared';

/** Spec 01 §5, word for word. */
export const CITYPASS_MISMATCH = 'Does not match the expected format. Please check your CityPASS code.';
export const CITYPASS_REQUIRED = 'Please enter your CityPASS code.';

/** Spec 01 §5: codes are normalised before matching: trimmed, upper-case, no spaces or dashes. */
export function normaliseCitypassCode(code: string): string {
  return code.trim().toUpperCase().replace(/[\s-]+/g, '');
}

/** The child pattern when the type name contains a child keyword (case-insensitive), else the adult one. */
export function citypassPatternFor(typeName: string, groups: CitypassCodeGroups): { kind: 'adult' | 'child'; regexp: string } {
  const name = typeName.toLowerCase();
  const child = groups.childTicketTypeKeywords.some((k) => k.trim() !== '' && name.includes(k.trim().toLowerCase()));
  return child ? { kind: 'child', regexp: groups.childRegexp } : { kind: 'adult', regexp: groups.adultRegexp };
}

/** The mismatch message when the normalised code does not match its type's pattern; null when it does (or the pattern is unusable). */
export function citypassError(code: string, typeName: string, groups: CitypassCodeGroups): string | null {
  let pattern: RegExp;
  try {
    pattern = new RegExp(citypassPatternFor(typeName, groups).regexp);
  } catch {
    return null; // A broken seller pattern is the platform's to answer (citypass_failure).
  }
  return pattern.test(normaliseCitypassCode(code)) ? null : CITYPASS_MISMATCH;
}

/** One ticket's voucher input: the n-th ticket of a type. */
export interface CitypassTicket {
  /** `${typeId}:${index}` */
  key: string;
  type: TicketType;
  index: number;
  /** 1-based over every ticket ("CityPASS code for ticket 1 – Adult"). */
  number: number;
}

/** The DOM id of a voucher input, so a form can focus it. */
export const citypassDomId = (key: string) => `cat-citypass-${key}`.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * CityPASS vouchers (spec 01 §5): one code per ticket of the source's quantities, in the
 * order the reservation items are built (group, type, index). Typed codes are kept when a
 * count shrinks and come back when it grows again.
 */
export class CitypassCodes {
  values: Record<string, string> = {};
  errors: Record<string, string> = {};

  constructor(
    private readonly source: { groups: TicketGroup[]; byType: Record<string, number> },
    private readonly codeGroups: CitypassCodeGroups | null,
  ) {
    makeAutoObservable<CitypassCodes, 'source' | 'codeGroups'>(this, { source: false, codeGroups: false }, { autoBind: true });
  }

  get tickets(): CitypassTicket[] {
    const out: CitypassTicket[] = [];
    for (const group of this.source.groups)
      for (const type of group.ticketTypes)
        for (let index = 0; index < (this.source.byType[type.id] ?? 0); index++)
          out.push({ key: `${type.id}:${index}`, type, index, number: out.length + 1 });
    return out;
  }

  /** The normalised codes, one per ticket, in ticket order. */
  get codes(): string[] {
    return this.tickets.map((t) => normaliseCitypassCode(this.value(t.key)));
  }

  value(key: string): string {
    return this.values[key] ?? '';
  }
  error(key: string): string | undefined {
    return this.errors[key];
  }

  setValue(key: string, value: string): void {
    this.values[key] = value;
    if (this.errors[key]) delete this.errors[key];
  }

  /** Checks every shown code; answers the DOM id of the first invalid input, or null. */
  validate(): string | null {
    const errors: Record<string, string> = {};
    for (const t of this.tickets) {
      const value = this.value(t.key);
      const error = !normaliseCitypassCode(value)
        ? CITYPASS_REQUIRED
        : this.codeGroups
          ? citypassError(value, t.type.name, this.codeGroups)
          : null;
      if (error) errors[t.key] = error;
    }
    this.errors = errors;
    const first = this.tickets.find((t) => errors[t.key]);
    return first ? citypassDomId(first.key) : null;
  }

  /**
   * Spec 01 §8 `invalid_citypass`, `code_exhausted`: the message goes next to the input holding
   * the error's code, else next to the first; answers that input's DOM id.
   */
  showServerError(code: string | null, message: string): string | null {
    const wanted = code ? normaliseCitypassCode(code) : null;
    const ticket = this.tickets.find((t) => wanted !== null && normaliseCitypassCode(this.value(t.key)) === wanted) ?? this.tickets[0];
    if (!ticket) return null;
    this.errors = { ...this.errors, [ticket.key]: message };
    return citypassDomId(ticket.key);
  }
}
