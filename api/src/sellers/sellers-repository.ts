/** The sellers' SQL: every query of the `sellers` table other domains and start-up need by name. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../infra/db/client';
import { sellers, type SellerRow } from '../infra/db/schema';
import { isUuid } from '../lib/ids';

/** All sellers, the default one first. */
export async function listSellers(executor: Executor): Promise<SellerRow[]> {
  return executor.select().from(sellers).orderBy(desc(sellers.isDefault), asc(sellers.name));
}

/** By slug, by id, or `default`. */
export async function findSellerBySlugOrId(executor: Executor, slugOrId: string): Promise<SellerRow | undefined> {
  const where =
    slugOrId === 'default'
      ? eq(sellers.isDefault, true)
      : isUuid(slugOrId)
        ? eq(sellers.id, slugOrId)
        : eq(sellers.slug, slugOrId);
  const [row] = await executor.select().from(sellers).where(where);
  return row;
}

/** The seller with this slug, if there is one (its slug only). */
export async function findSellerSlug(executor: Executor, slug: string): Promise<{ slug: string } | undefined> {
  const [known] = await executor.select({ slug: sellers.slug }).from(sellers).where(eq(sellers.slug, slug));
  return known;
}

/** Which of these slugs name a seller. */
export async function knownSellerSlugs(executor: Executor, slugs: string[]): Promise<{ slug: string }[]> {
  return executor.select({ slug: sellers.slug }).from(sellers).where(inArray(sellers.slug, slugs));
}

/** Every seller's slug and `web` settings. */
export async function allSellerWebs(executor: Executor): Promise<{ slug: string; web: SellerRow['web'] }[]> {
  return executor.select({ slug: sellers.slug, web: sellers.web }).from(sellers).orderBy(asc(sellers.slug));
}

/** The `web` settings of the seller with this slug. */
export async function findSellerWeb(executor: Executor, slug: string): Promise<{ web: SellerRow['web'] } | undefined> {
  const [seller] = await executor.select({ web: sellers.web }).from(sellers).where(eq(sellers.slug, slug));
  return seller;
}

/** The seller with this slug. */
export async function findSellerBySlug(executor: Executor, slug: string): Promise<SellerRow | undefined> {
  return (await executor.select().from(sellers).where(eq(sellers.slug, slug)))[0];
}

/** The default seller. */
export async function findDefaultSeller(executor: Executor): Promise<SellerRow | undefined> {
  return (await executor.select().from(sellers).where(eq(sellers.isDefault, true)))[0];
}
