/**
 * The session cookie (`sf_sid`, HttpOnly, SameSite=Lax): `callers.current` reads it,
 * `callers.ensure` creates the session and its public identity on first need.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebSessionService, type Caller } from '../../services/web-session';

export const SESSION_COOKIE = 'sf_sid';

export interface Callers {
  current(request: FastifyRequest): Promise<Caller | null>;
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Caller>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webSessions: WebSessionService;
    callers: Callers;
  }
}

export default fp<{ secureCookies?: boolean }>(
  async (fastify, options) => {
    const service = new WebSessionService(fastify.db);
    const callers: Callers = {
      current: (request) => service.find(request.cookies[SESSION_COOKIE]),
      async ensure(request, reply) {
        const existing = await service.find(request.cookies[SESSION_COOKIE]);
        if (existing) return existing;
        const created = await service.create();
        reply.setCookie(SESSION_COOKIE, created.token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: options.secureCookies ?? false,
          maxAge: 60 * 60 * 24 * 365,
        });
        return created;
      },
    };
    fastify.decorate('webSessions', service);
    fastify.decorate('callers', callers);
  },
  { name: 'web-session', dependencies: ['database', '@fastify/cookie'] },
);
