/**
 * Checkout rules (spec 02 §2 "blocked-cart form", §8 `rule_blocks_reserve` in
 * `checkout_rules`): an event's `config.web.checkout_rule`
 * `{ name, description?, activating_code_groups: string[] }` puts a blocking cartmod on every
 * cart holding its tickets. Applying a 'checkout' promo code whose `code_group` is one of the
 * rule's activating code groups lifts the block; paying a blocked cart is refused.
 */
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../infra/db/client';
import { cartmods, type CartmodRow, type PromoCodeRow } from '../../infra/db/schema';
import { PaymentError } from '../../lib/errors';

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
    const rows = await queryRows<{ id: string; config: { web?: Record<string, unknown> } | string | null; present: boolean }>(
      tx,
      sql`SELECT DISTINCT e.id, e.config, false AS present
          FROM tickets t JOIN event_templates e ON e.id = t.event_template_id
          WHERE t.cart_id = ${cartId}::uuid AND t.state IN ('in_cart', 'held')
          UNION ALL
          SELECT m.event_template_id, NULL, true FROM cartmods m
          WHERE m.cart_id = ${cartId}::uuid AND m.event_template_id IS NOT NULL`,
    );
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
    await tx
      .delete(cartmods)
      .where(
        and(
          eq(cartmods.cartId, cartId),
          isNotNull(cartmods.eventTemplateId),
          ...(keep.length > 0 ? [notInArray(cartmods.eventTemplateId, keep)] : []),
        ),
      );
  }
  const missing = ruled.filter((r) => !present.includes(r.templateId));
  if (missing.length === 0) return newCart ? [] : null;
  const inserted = await tx
    .insert(cartmods)
    .values(
      missing.map(({ templateId, rule }) => ({
        cartId,
        eventTemplateId: templateId,
        name: rule.name,
        description: rule.description,
        blockingCheckout: true,
        activatingCodeGroups: rule.activatingCodeGroups,
      })),
    )
    .returning();
  if (!newCart) return null;
  return inserted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Lifts the cart's blocking rules that `code` activates; answers how many it lifted. */
export async function liftCheckoutRules(tx: Tx, cartId: string, code: PromoCodeRow): Promise<number> {
  if (code.kind !== 'checkout' || !code.codeGroup) return 0;
  const lifted = await tx
    .update(cartmods)
    .set({ blockingCheckout: false })
    .where(
      and(
        eq(cartmods.cartId, cartId),
        eq(cartmods.blockingCheckout, true),
        sql`${cartmods.activatingCodeGroups} @> ${JSON.stringify([code.codeGroup])}::jsonb`,
      ),
    )
    .returning({ id: cartmods.id });
  return lifted.length;
}

/** 409 `rule_blocks_reserve` (context `checkout_rules`) while a blocking cartmod is on the cart. */
export async function assertNotBlocked(executor: Executor, cartId: string): Promise<void> {
  const [blocking] = await executor
    .select({ name: cartmods.name, description: cartmods.description, groups: cartmods.activatingCodeGroups })
    .from(cartmods)
    .where(and(eq(cartmods.cartId, cartId), eq(cartmods.blockingCheckout, true)))
    .limit(1);
  if (!blocking) return;
  throw new PaymentError('rule_blocks_reserve', {
    context: 'checkout_rules',
    ...(blocking.description ? { description: blocking.description } : {}),
    extra: { block_reason: 'code_required', rule: blocking.name, activating_code_groups: blocking.groups },
  });
}
