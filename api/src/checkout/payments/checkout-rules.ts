/**
 * Checkout rules (spec 02 §2 "blocked-cart form", §8 `rule_blocks_reserve` in
 * `checkout_rules`): an event's `config.web.checkout_rule`
 * `{ name, description?, activating_code_groups: string[] }` puts a blocking cartmod on every
 * cart holding its tickets. Applying a 'checkout' promo code whose `code_group` is one of the
 * rule's activating code groups lifts the block; paying a blocked cart is refused.
 */
import type { Executor, Tx } from '../../infra/db/client';
import type { CartmodRow, PromoCodeRow } from '../../infra/db/schema';
import { PaymentError } from '../../lib/errors';
import {
  deleteRuleCartmodsExcept,
  findBlockingCartmod,
  findHeldEventsAndRuleCartmods,
  insertCartmods,
  liftBlockingCartmods,
} from '../checkout-repository';

interface CheckoutRule {
  name: string;
  description: string | null;
  activatingCodeGroups: string[];
}

function checkoutRuleOf(config: { web?: Record<string, unknown> }): CheckoutRule | null {
  const rule = config.web?.checkout_rule as { name?: unknown; description?: unknown; activating_code_groups?: unknown } | undefined;
  if (!rule || typeof rule.name !== 'string' || !Array.isArray(rule.activating_code_groups)) return null;
  return {
    name: rule.name,
    description: typeof rule.description === 'string' ? rule.description : null,
    activatingCodeGroups: rule.activating_code_groups.filter((g): g is string => typeof g === 'string'),
  };
}

/**
 * Puts the rules of the cart's events on it (each once) and drops those of events it no longer
 * holds. `newCart`: the cart was made in this transaction and has no cartmods yet; its live
 * tickets' events are `newCart.held`, so nothing is read, and the cart's cartmods (those
 * inserted, in order) are answered. Otherwise one read finds the held events and the rules'
 * cartmods present, and null is answered.
 */
export async function syncCheckoutRules(
  tx: Tx,
  cartId: string,
  newCart?: { held: { id: string; config: { web?: Record<string, unknown> } }[] },
): Promise<CartmodRow[] | null> {
  let held: { id: string; config: { web?: Record<string, unknown> } }[];
  let present: string[];
  if (newCart) {
    held = [...new Map(newCart.held.map((t) => [t.id, t])).values()];
    present = [];
  } else {
    const rows = await findHeldEventsAndRuleCartmods(tx, cartId);
    held = rows
      .filter((r) => !r.present)
      .map((r) => ({ id: r.id, config: (typeof r.config === 'string' ? JSON.parse(r.config) : r.config) ?? {} }));
    present = rows.filter((r) => r.present).map((r) => r.id);
  }
  const ruled = held.flatMap((t) => {
    const rule = checkoutRuleOf(t.config);
    return rule ? [{ templateId: t.id, rule }] : [];
  });
  const keep = ruled.map((r) => r.templateId);
  if (present.some((id) => !keep.includes(id))) {
    await deleteRuleCartmodsExcept(tx, cartId, keep);
  }
  const missing = ruled.filter((r) => !present.includes(r.templateId));
  if (missing.length === 0) return newCart ? [] : null;
  const inserted = await insertCartmods(
    tx,
    missing.map(({ templateId, rule }) => ({
      cartId,
      eventTemplateId: templateId,
      name: rule.name,
      description: rule.description,
      blockingCheckout: true,
      activatingCodeGroups: rule.activatingCodeGroups,
    })),
  );
  if (!newCart) return null;
  return inserted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Lifts the cart's blocking rules that `code` activates; answers how many it lifted. */
export async function liftCheckoutRules(tx: Tx, cartId: string, code: PromoCodeRow): Promise<number> {
  if (code.kind !== 'checkout' || !code.codeGroup) return 0;
  const lifted = await liftBlockingCartmods(tx, cartId, code.codeGroup);
  return lifted.length;
}

/** 409 `rule_blocks_reserve` (context `checkout_rules`) while a blocking cartmod is on the cart. */
export async function assertNotBlocked(executor: Executor, cartId: string): Promise<void> {
  const blocking = await findBlockingCartmod(executor, cartId);
  if (!blocking) return;
  throw new PaymentError('rule_blocks_reserve', {
    context: 'checkout_rules',
    ...(blocking.description ? { description: blocking.description } : {}),
    extra: { block_reason: 'code_required', rule: blocking.name, activating_code_groups: blocking.groups },
  });
}
