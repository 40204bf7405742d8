import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../lib/errors';
import { RawBody, replies } from '../lib/schemas/replies';
import { imagesDir } from '../paths';

/** Image pixels the storefront may ask for, per side: twice the 1500 px cover with room to spare. */
const MAX_IMAGE_SIDE = 4000;
const imageSide = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_IMAGE_SIDE }));

/**
 * Event illustrations (SVG), loaded once and served with long-lived cache headers. The
 * storefront asks for the size it shows them at (`width`, `height`; spec 01 §7); an SVG scales
 * without resampling, so every size gets the same file.
 */
const images: FastifyPluginAsyncTypebox<{ dir?: string }> = async (fastify, options) => {
  const dir = options.dir ?? imagesDir;
  const files = new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name, readFileSync(join(dir, name))]),
  );

  fastify.get(
    '/images/:name',
    {
      schema: {
        params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,80}\\.svg$' }) }),
        querystring: Type.Object({ width: imageSide, height: imageSide }),
        response: replies({ 200: RawBody('image/svg+xml') }),
      },
    },
    async (request, reply) => {
      const file = files.get(request.params.name);
      if (!file) throw new NotFoundError('not_found', { context: 'image', description: 'Image not found' });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file);
    },
  );
};

export default images;
