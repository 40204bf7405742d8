/**
 * The admin API (ADR 0033), registered only when `ADMIN_TOKENS` names operators: a seller's
 * catalogue imported over HTTP by the same code as `pnpm venue:import`. Every call needs an
 * operator's bearer token and is logged under the operator's name, refused calls included.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';
import { replies } from '../lib/schemas/replies';
import { operatorOf, type AdminOperator } from './admin-tokens';
import { CatalogueInvalidError } from './catalogue-validation';
import { CatalogueRefusedError, importCatalogue } from './venue-import';
import { CatalogueBody, ImportQuery, ImportReport, SellerSlugParams } from './venue-import-schemas';

export interface AdminRoutesOptions {
  operators: AdminOperator[];
}

/** A catalogue file is larger than a storefront request: the museum's, with a 10,000-seat arena, is about 0.5 MB. */
const CATALOGUE_BODY_LIMIT = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    adminOperator?: string;
  }
}

/** A file the import refuses, in the spec's error shape with every problem and its JSON path. */
function asApiError(error: unknown): unknown {
  if (error instanceof CatalogueRefusedError) {
    return new ApiError(409, 'catalogue_refused', 'catalogue', error.message, { problems: error.problems });
  }
  if (error instanceof CatalogueInvalidError) {
    return new ApiError(422, 'catalogue_invalid', 'catalogue', error.message, { problems: error.problems });
  }
  return error;
}

const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const operator = operatorOf(options.operators, request.headers.authorization);
    if (!operator) {
      request.log.warn({ admin: { operator: null }, method: request.method, url: request.url }, 'admin call refused: no valid bearer token');
      throw new ApiError(401, 'unauthorized', 'admin', 'An operator bearer token (ADMIN_TOKENS) is required.');
    }
    request.adminOperator = operator;
    request.log.info({ admin: { operator }, method: request.method, url: request.url }, 'admin call');
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.adminOperator) request.log.info({ admin: { operator: request.adminOperator }, statusCode: reply.statusCode }, 'admin call answered');
  });

  fastify.put(
    '/admin/sellers/:slug/catalogue',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: { params: SellerSlugParams, querystring: ImportQuery, body: CatalogueBody, response: replies({ 200: ImportReport }) },
    },
    async (request) => {
      const dryRun = request.query.dry_run === '1' || request.query.dry_run === 'true';
      try {
        const report = await importCatalogue(fastify.db, request.body, { now: fastify.clock(), dryRun, slug: request.params.slug });
        request.log.info({ admin: { operator: request.adminOperator, seller: report.seller, dryRun, changed: report.changed } }, 'catalogue imported');
        return report;
      } catch (error) {
        throw asApiError(error);
      }
    },
  );
};

export default adminRoutes;
