/**
 * The clock every service reads; tests inject their own to move time.
 *
 * `adjustable` (the end-to-end stack's `TEST_CLOCK=1`, refused in production) runs the real
 * clock plus an offset that `POST /api/__test__/clock` moves forward, so a browser test can
 * pass a cart's hold without waiting for it (ADR 0027). `DELETE` puts it back on the real clock
 * when that test is done, so the next test's browser and the API agree on the time again.
 */
import fp from 'fastify-plugin';
import { Type, type Static } from '@sinclair/typebox';
import { replies } from '../../lib/schemas/replies';

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}

export interface ClockOptions {
  now?: () => Date;
  adjustable?: boolean;
}

const MAX_ADVANCE_SECONDS = 7 * 24 * 60 * 60;

const AdvanceClockBody = Type.Object(
  { advance_seconds: Type.Integer({ minimum: 1, maximum: MAX_ADVANCE_SECONDS }) },
  { additionalProperties: false },
);
const ClockReading = Type.Object({ now: Type.String({ format: 'date-time' }) }, { additionalProperties: false });

export default fp<ClockOptions>(
  async (fastify, options) => {
    const source = options.now ?? (() => new Date());
    if (!options.adjustable) {
      fastify.decorate('clock', source);
      return;
    }
    let offsetMs = 0;
    fastify.decorate('clock', () => new Date(source().getTime() + offsetMs));
    fastify.post<{ Body: Static<typeof AdvanceClockBody> }>(
      '/api/__test__/clock',
      { schema: { body: AdvanceClockBody, response: replies({ 200: ClockReading }) } },
      async (request) => {
        offsetMs += request.body.advance_seconds * 1000;
        return { now: fastify.clock().toISOString() };
      },
    );
    fastify.delete('/api/__test__/clock', { schema: { response: replies({ 200: ClockReading }) } }, async () => {
      offsetMs = 0;
      return { now: fastify.clock().toISOString() };
    });
  },
  { name: 'clock' },
);
