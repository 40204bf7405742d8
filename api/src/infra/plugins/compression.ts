/**
 * Compressed answers (issue 11): brotli or gzip, as the client's `Accept-Encoding` prefers,
 * for JSON bodies of at least `COMPRESSION_THRESHOLD_BYTES`; smaller ones gain too little
 * to pay for the work. Besides JSON, @fastify/compress also compresses what mime-db marks
 * compressible (the SVG illustrations, the dev mailbox's HTML). Never compressed: event
 * streams, which must flush message by message, and already-compressed types (PNG, gzip).
 * Request bodies are never decompressed: the API reads plain JSON only (ADR 0013), so a
 * compressed upload cannot expand past the body limit.
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** `application/json` and `+json` types, with or without parameters (mime-db decides the rest). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: JSON_TYPE,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
