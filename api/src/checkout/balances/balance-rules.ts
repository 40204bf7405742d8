/**
 * A seller's rules for scheduled balances (ADR 0036), in its settings as
 * `web.balance_collection: { reminder_days_before, overdue_grace_days, overdue_action }`:
 * the reminder goes that many seller-local days before a balance falls due; a balance still
 * unpaid `overdue_grace_days` after its due date is `release`d (the held tickets go back on sale
 * and what was paid is refunded) or, with `hold`, left held and payable until the session.
 * A missing or malformed value takes its default.
 */
export interface BalanceRules {
  reminderDaysBefore: number;
  overdueGraceDays: number;
  overdueAction: 'release' | 'hold';
}

export const DEFAULT_BALANCE_RULES: BalanceRules = { reminderDaysBefore: 3, overdueGraceDays: 3, overdueAction: 'release' };

const days = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 365 ? value : fallback;

export function balanceRulesOf(web: Record<string, unknown>): BalanceRules {
  const raw = (web.balance_collection ?? {}) as Record<string, unknown>;
  return {
    reminderDaysBefore: days(raw.reminder_days_before, DEFAULT_BALANCE_RULES.reminderDaysBefore),
    overdueGraceDays: days(raw.overdue_grace_days, DEFAULT_BALANCE_RULES.overdueGraceDays),
    overdueAction: raw.overdue_action === 'hold' ? 'hold' : DEFAULT_BALANCE_RULES.overdueAction,
  };
}
