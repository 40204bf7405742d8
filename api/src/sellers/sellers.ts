/** Seller configuration, embedded by the storefront server in every page. */
import type { ApiSellerConfig } from '@storefront/shared/wire';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../infra/db/client';
import { sellers, type SellerRow } from '../infra/db/schema';
import { SellerError } from '../lib/errors';
import { holdSecondsOf, type HoldSecondsOf } from '../lib/hold-seconds';
import { isUuid } from '../lib/ids';
import { sellerProviders, type PaymentsOptions } from '../checkout/payments/config';
import { toApiSeller } from '../catalog/views';

/** The seller with this slug, if there is one (its slug only). */
export async function findSellerSlug(executor: Executor, slug: string): Promise<{ slug: string } | undefined> {
  const [known] = await executor.select({ slug: sellers.slug }).from(sellers).where(eq(sellers.slug, slug));
  return known;
}

export class SellerService {
  constructor(
    private readonly db: Db,
    private readonly holdSeconds: HoldSecondsOf = holdSecondsOf(),
    private readonly payments: PaymentsOptions = {},
  ) {}

  private toApi(row: SellerRow): ApiSellerConfig {
    return toApiSeller(row, this.holdSeconds(row), sellerProviders(this.payments, row.web));
  }

  /** All sellers, the default one first. */
  async list(): Promise<ApiSellerConfig[]> {
    const rows = await this.db.select().from(sellers).orderBy(desc(sellers.isDefault), asc(sellers.name));
    return rows.map((row) => this.toApi(row));
  }

  /** By slug, by id, or `default`. */
  async find(slugOrId: string): Promise<ApiSellerConfig> {
    const where =
      slugOrId === 'default'
        ? eq(sellers.isDefault, true)
        : isUuid(slugOrId)
          ? eq(sellers.id, slugOrId)
          : eq(sellers.slug, slugOrId);
    const [row] = await this.db.select().from(sellers).where(where);
    if (!row) throw new SellerError('not_found');
    return this.toApi(row);
  }
}
