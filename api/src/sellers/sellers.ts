/** Seller configuration, embedded by the storefront server in every page. */
import type { ApiSellerConfig } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import type { SellerRow } from '../infra/db/schema';
import { SellerError } from '../lib/errors';
import { holdSecondsOf, type HoldSecondsOf } from '../lib/hold-seconds';
import { sellerProviders, type PaymentsOptions } from '../checkout/payments/config';
import { toApiSeller } from '../catalog/views';
import { findSellerBySlugOrId, listSellers } from './sellers-repository';

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
    const rows = await listSellers(this.db);
    return rows.map((row) => this.toApi(row));
  }

  /** By slug, by id, or `default`. */
  async find(slugOrId: string): Promise<ApiSellerConfig> {
    const row = await findSellerBySlugOrId(this.db, slugOrId);
    if (!row) throw new SellerError('not_found');
    return this.toApi(row);
  }
}
