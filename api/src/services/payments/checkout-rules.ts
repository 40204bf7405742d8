/**
 * Checkout rules (spec 02 §2 "blocked-cart form", §8 `rule_blocks_reserve` in
 * `checkout_rules`): an event's `config.web.checkout_rule`
 * `{ name, description?, activating_code_groups: string[] }` puts a blocking cartmod on every
 * cart holding its tickets. Applying a 'checkout' promo code whose `code_group` is one of the
 * rule's activating code groups lifts the block; paying a blocked cart is refused.
 */
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { cartmods, eventTemplates, tickets, type PromoCodeRow } from '../../db/schema';
import { PaymentError } from '../errors';

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

/** Puts the rules of the cart's events on it (each once) and drops those of events it no longer holds. */
export async function syncCheckoutRules(tx: Tx, cartId: string): Promise<void> {
  const held = await tx
    .selectDistinct({ id: eventTemplates.id, config: eventTemplates.config })
    .from(tickets)
    .innerJoin(eventTemplates, eq(eventTemplates.id, tickets.eventTemplateId))
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.state, ['in_cart', 'held'])));
  const ruled = held.flatMap((t) => {
    const rule = checkoutRuleOf(t.config);
    return rule ? [{ templateId: t.id, rule }] : [];
  });
  const keep = ruled.map((r) => r.templateId);
  await tx
    .delete(cartmods)
    .where(
      and(
        eq(cartmods.cartId, cartId),
        isNotNull(cartmods.eventTemplateId),
        ...(keep.length > 0 ? [notInArray(cartmods.eventTemplateId, keep)] : []),
      ),
    );
  const present = new Set(
    (
      await tx
        .select({ templateId: cartmods.eventTemplateId })
        .from(cartmods)
        .where(and(eq(cartmods.cartId, cartId), isNotNull(cartmods.eventTemplateId)))
    ).map((m) => m.templateId),
  );
  const missing = ruled.filter((r) => !present.has(r.templateId));
  if (missing.length === 0) return;
  await tx.insert(cartmods).values(
    missing.map(({ templateId, rule }) => ({
      cartId,
      eventTemplateId: templateId,
      name: rule.name,
      description: rule.description,
      blockingCheckout: true,
      activatingCodeGroups: rule.activatingCodeGroups,
    })),
  );
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
