/**
 * The membership form's state and rules (spec 03 §2.7, §4 Membership form, §5), without React:
 * the chosen level, the members per role, the giftee, and what the form checks. The submit
 * lives in `membership-submit.ts`.
 */
import { makeAutoObservable } from 'mobx';
import type { MyMembership, ReservationItem } from '@storefront/shared';
import { gifteeContactErrors, memberDetailErrors, MEMBERSHIP_FORM_MESSAGES, type MemberDetailValues } from '@storefront/shared/validation';
import { membersByType, optionalCount, splitAdmitName, type LevelOption, type MemberRole } from './membership-levels';

export type MemberField = keyof MemberDetailValues;

/** DOM ids of the form's inputs: errors are keyed by them and the first invalid one is focused. */
export const fieldIds = {
  level: 'mf-level',
  members: 'mf-members',
  member: (typeId: string, index: number, field: MemberField) => `mf-${typeId}-${index}-${field}`,
  optional: (typeId: string) => `mf-${typeId}-optional`,
  gifteeEmail: 'mf-giftee-email',
  gifteeEmailConfirm: 'mf-giftee-email-confirm',
} as const;

const emptyMember = (): MemberDetailValues => ({ firstName: '', lastName: '', email: '' });

export interface MembershipFormOptions {
  levels: LevelOption[];
  gifting: boolean;
  /** The signed-in buyer's e-mail: a gift to it is refused. */
  buyerEmail: string | null;
}

export class MembershipFormModel {
  levelId: string | null = null;
  /** Detail forms per named role (ticket type id); the required ones first. */
  members: Record<string, MemberDetailValues[]> = {};
  /** Optional named members added, per role. */
  optionalAdded: Record<string, number> = {};
  /** Members per unnamed role. */
  counts: Record<string, number> = {};
  giftee = { email: '', emailConfirm: '' };
  /** Messages by field id (`fieldIds`). */
  errors: Record<string, string> = {};
  /** Values kept from the previous membership (locked when member updates are prevented). */
  prefilled = new Set<string>();

  readonly levels: LevelOption[];
  readonly gifting: boolean;
  readonly buyerEmail: string | null;

  constructor({ levels, gifting, buyerEmail }: MembershipFormOptions) {
    this.levels = levels;
    this.gifting = gifting;
    this.buyerEmail = buyerEmail;
    makeAutoObservable(this, { levels: false, gifting: false, buyerEmail: false }, { autoBind: true });
    // Spec 03 §4: a single level is chosen for the visitor.
    if (levels.length === 1) this.#choose(levels[0]!.group.id);
  }

  get level(): LevelOption | null {
    return this.levels.find((l) => l.group.id === this.levelId) ?? null;
  }

  /** Members whose details are asked for, per named role: the required ones plus those added. */
  shownMembers(role: MemberRole): number {
    return role.min + (this.optionalAdded[role.ticketType.id] ?? 0);
  }

  /** A named member's details (blank past the role's maximum). */
  member(typeId: string, index: number): MemberDetailValues {
    return this.members[typeId]?.[index] ?? emptyMember();
  }

  get memberCount(): number {
    return (this.level?.roles ?? []).reduce((n, role) => n + (role.named ? this.shownMembers(role) : (this.counts[role.ticketType.id] ?? 0)), 0);
  }

  /** The first named member names the giftee (spec 03 §5). */
  get firstNamedMember(): MemberDetailValues | null {
    const role = this.level?.roles.find((r) => r.named && this.shownMembers(r) > 0);
    return role ? this.member(role.ticketType.id, 0) : null;
  }

  /** Spec 03 §4: choosing a level starts its members afresh; the caller resets auto-renew. */
  selectLevel(groupId: string): void {
    this.#choose(groupId);
    this.prefilled = new Set();
    delete this.errors[fieldIds.level];
  }

  setMember(typeId: string, index: number, field: MemberField, value: string): void {
    const member = this.members[typeId]?.[index];
    if (member) member[field] = value;
    delete this.errors[fieldIds.member(typeId, index, field)];
  }

  setOptionalAdded(role: MemberRole, added: number): void {
    this.optionalAdded[role.ticketType.id] = Math.max(0, Math.min(optionalCount(role), added));
    delete this.errors[fieldIds.members];
  }

  /** Spec 03 §5: unnamed counters stay within the role's min and max. */
  setCount(role: MemberRole, count: number): void {
    this.counts[role.ticketType.id] = Math.max(role.min, Math.min(role.max, count));
    delete this.errors[fieldIds.members];
  }

  setGiftee(field: 'email' | 'emailConfirm', value: string): void {
    this.giftee[field] = value;
    delete this.errors[field === 'email' ? fieldIds.gifteeEmail : fieldIds.gifteeEmailConfirm];
  }

  setError(fieldId: string, message: string): void {
    this.errors[fieldId] = message;
  }

  /**
   * Spec 03 §4 renewal: the previous membership's level and members (names split back into
   * first and last), where this event still offers that level.
   */
  prefillFrom(previous: MyMembership): void {
    const level = this.levels.find((l) => l.group.id === previous.level.ticketGroupId);
    if (!level) return;
    this.#choose(level.group.id);
    const prefilled = new Set<string>();
    const byType = membersByType(previous.members);
    for (const role of level.roles) {
      const before = byType.get(role.ticketType.id) ?? [];
      const typeId = role.ticketType.id;
      if (!role.named) {
        this.counts[typeId] = Math.max(role.min, Math.min(role.max, before.length));
        continue;
      }
      this.optionalAdded[typeId] = Math.max(0, Math.min(optionalCount(role), before.length - role.min));
      before.slice(0, role.max).forEach((m, i) => {
        const values = { ...splitAdmitName(m.admitName ?? ''), email: m.admitEmail ?? '' };
        (this.members[typeId] ??= [])[i] = values;
        for (const field of ['firstName', 'lastName', 'email'] as const) if (values[field]) prefilled.add(fieldIds.member(typeId, i, field));
      });
    }
    this.prefilled = prefilled;
    this.errors = {};
  }

  /** Spec 03 §5: checks every input; answers the id of the first invalid one (null when all are valid). */
  validate(): string | null {
    const errors: Record<string, string> = {};
    const level = this.level;
    if (!level) errors[fieldIds.level] = MEMBERSHIP_FORM_MESSAGES.levelRequired;
    else if (this.memberCount === 0) errors[fieldIds.members] = MEMBERSHIP_FORM_MESSAGES.memberRequired;
    for (const role of level?.roles ?? []) {
      if (!role.named || !level) continue;
      const typeId = role.ticketType.id;
      for (let i = 0; i < this.shownMembers(role); i++) {
        const found = memberDetailErrors(level.group.admitEmails, this.member(typeId, i));
        for (const [field, message] of Object.entries(found)) errors[fieldIds.member(typeId, i, field as MemberField)] = message;
      }
    }
    if (this.gifting) {
      const found = gifteeContactErrors(this.buyerEmail, this.giftee);
      if (found.email) errors[fieldIds.gifteeEmail] = found.email;
      if (found.emailConfirm) errors[fieldIds.gifteeEmailConfirm] = found.emailConfirm;
    }
    this.errors = errors;
    return this.#orderedFieldIds().find((id) => id in errors) ?? null;
  }

  /** One reservation item per member: named ones with their admit name and e-mail (spec 03 §3). */
  reservationItems(): ReservationItem[] {
    return (this.level?.roles ?? []).flatMap((role): ReservationItem[] => {
      const ticketTypeId = role.ticketType.id;
      if (!role.named) return Array.from({ length: this.counts[ticketTypeId] ?? 0 }, () => ({ ticketTypeId }));
      return Array.from({ length: this.shownMembers(role) }, (_, i) => this.member(ticketTypeId, i)).map((m) => ({
        ticketTypeId,
        admitName: `${m.firstName.trim()} ${m.lastName.trim()}`.trim(),
        ...(m.email.trim() ? { admitEmail: m.email.trim() } : {}),
      }));
    });
  }

  /** The inputs in the order the form shows them. */
  #orderedFieldIds(): string[] {
    const ids: string[] = [fieldIds.level];
    for (const role of this.level?.roles ?? []) {
      if (!role.named) continue;
      for (let i = 0; i < this.shownMembers(role); i++) {
        for (const field of ['firstName', 'lastName', 'email'] as const) ids.push(fieldIds.member(role.ticketType.id, i, field));
      }
    }
    ids.push(fieldIds.members, fieldIds.gifteeEmail, fieldIds.gifteeEmailConfirm);
    return ids;
  }

  #choose(groupId: string): void {
    const level = this.levels.find((l) => l.group.id === groupId);
    if (!level) return;
    this.levelId = groupId;
    this.members = {};
    this.optionalAdded = {};
    this.counts = {};
    for (const role of level.roles) {
      const typeId = role.ticketType.id;
      if (role.named) this.members[typeId] = Array.from({ length: role.max }, emptyMember);
      else this.counts[typeId] = role.min;
    }
  }
}
