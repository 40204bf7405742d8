/**
 * Rate limits (ADR 0012) with `@fastify/rate-limit`: routes opt in with
 * `config: { rateLimit: fastify.rateLimits.route('<policy>') }`. A policy is a number of
 * requests per window and per client address (per address and e-mail for login); the
 * counts are shared between API instances on PostgreSQL. Over the limit the answer is 429
 * `too_many_requests` in the spec's shape with `Retry-After`. `enabled: false`
 * (`RATE_LIMITS=off`) turns every limit off, the login backoff included.
 */
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { RequestGuardError } from '../lib/errors';
import type { LoginBackoffPolicy } from '../accounts/login-backoff';
import { MemoryHitCounter, TableHitCounter, type HitCounter } from './rate-limit';

export type RateLimitPolicy =
  | 'login'
  | 'otpRequest'
  | 'passwordReset'
  | 'forgotMembership'
  | 'account'
  | 'identity'
  | 'cartCreate'
  | 'codes'
  | 'checkout'
  | 'clientErrors'
  | 'orderAccess'
  | 'orderCancel'
  | 'orderEmail'
  | 'orderResend'
  | 'walletPasses';

/** Policies counted per address and per the identity the body names (e-mail, member ID). */
const PER_IDENTITY: ReadonlySet<RateLimitPolicy> = new Set(['login', 'otpRequest', 'passwordReset', 'forgotMembership', 'orderResend']);

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitsOptions {
  enabled: boolean;
  /** Per-policy overrides of `DEFAULT_RATE_LIMIT_RULES`. */
  rules?: Partial<Record<RateLimitPolicy, RateLimitRule>>;
  /** Overrides of `DEFAULT_LOGIN_BACKOFF`. */
  loginBackoff?: Partial<LoginBackoffPolicy>;
}

const MINUTE = 60_000;

/**
 * Per address and minute, generous for a person (or an office behind one address) buying
 * tickets, tight for a script: sign-in 10 per e-mail or member ID (one-time code checks
 * included); one-time codes, reset links and membership reminders 5 per e-mail in 15
 * minutes (each sends a mail); account changes 10; purchaser identities and new carts 20,
 * promo code tries (apply and look up together) 20, checkout and pay calls 30. Orders
 * (ADR 0022): manage-key trades 20, cancellations 10, an order's e-mail again 5 (each sends
 * a mail), and resends to an address 5 per e-mail in 10 minutes (a stranger's inbox).
 * Wallet pass checks and downloads 120 (a page checks each of its tickets; each pass is
 * signed as it is asked for).
 */
export const DEFAULT_RATE_LIMIT_RULES: Record<RateLimitPolicy, RateLimitRule> = {
  login: { max: 10, windowMs: MINUTE },
  otpRequest: { max: 5, windowMs: 15 * MINUTE },
  passwordReset: { max: 5, windowMs: 15 * MINUTE },
  forgotMembership: { max: 5, windowMs: 15 * MINUTE },
  account: { max: 10, windowMs: MINUTE },
  identity: { max: 20, windowMs: MINUTE },
  cartCreate: { max: 20, windowMs: MINUTE },
  codes: { max: 20, windowMs: MINUTE },
  checkout: { max: 30, windowMs: MINUTE },
  clientErrors: { max: 30, windowMs: MINUTE },
  orderAccess: { max: 20, windowMs: MINUTE },
  orderCancel: { max: 10, windowMs: MINUTE },
  orderEmail: { max: 5, windowMs: MINUTE },
  orderResend: { max: 5, windowMs: 10 * MINUTE },
  walletPasses: { max: 120, windowMs: MINUTE },
};

/** `_context` of each policy's 429, as the route's other errors. */
const CONTEXT: Record<RateLimitPolicy, string> = {
  login: 'login',
  otpRequest: 'login',
  passwordReset: 'password_reset',
  forgotMembership: 'membership',
  account: 'user',
  identity: 'identity',
  cartCreate: 'cart',
  codes: 'cart',
  checkout: 'checkout',
  clientErrors: 'client_errors',
  orderAccess: 'ticket_order',
  orderCancel: 'ticket_order',
  orderEmail: 'ticket_order',
  orderResend: 'ticket_order_resend',
  walletPasses: 'ticket',
};

export interface RateLimits {
  readonly enabled: boolean;
  /** The route's `config.rateLimit` for `policy` (false when limits are off). */
  route(policy: RateLimitPolicy): RateLimitOptions | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** The client's address; an IPv6 client is its /64, as one host usually holds the whole prefix. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** `<policy>:<address>:<identity>`: the e-mail, username, member ID or one-time-code token the body names. */
function identityKey(policy: RateLimitPolicy, request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const named = [body.username, body.email, body.scan_code, body.token].find((value) => typeof value === 'string');
  return `${policy}:${clientAddress(request)}:${typeof named === 'string' ? named.trim().toLowerCase() : ''}`;
}

export default fp<RateLimitsOptions>(
  async (fastify, options) => {
    const rules = { ...DEFAULT_RATE_LIMIT_RULES, ...options.rules };
    const counter: HitCounter = fastify.database.kind === 'postgres' ? new TableHitCounter(fastify.db) : new MemoryHitCounter();
    const clock = fastify.clock;

    /** `@fastify/rate-limit`'s store interface over the counter, on the app's clock. */
    class Store {
      incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
        const now = clock();
        counter.hit(key, timeWindow, now).then(
          (count) => done(null, { current: count.hits, ttl: count.resetsAt.getTime() - now.getTime() }),
          (error: Error) => done(error),
        );
      }
      child(): Store {
        return this;
      }
    }

    if (options.enabled) {
      await fastify.register(rateLimit, { global: false, store: Store, addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } });
    }

    fastify.decorate('rateLimits', {
      enabled: options.enabled,
      route(policy) {
        if (!options.enabled) return false;
        const rule = rules[policy];
        return {
          max: rule.max,
          timeWindow: rule.windowMs,
          // Counted per e-mail or member ID too, so these wait for the parsed body.
          ...(PER_IDENTITY.has(policy)
            ? { hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => identityKey(policy, request) }
            : { keyGenerator: (request: FastifyRequest) => `${policy}:${clientAddress(request)}` }),
          errorResponseBuilder: (_request, context) =>
            new RequestGuardError('too_many_requests', {
              context: CONTEXT[policy],
              extra: { retry_after_seconds: Math.ceil(context.ttl / 1000) },
            }),
        };
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limits', dependencies: ['database', 'clock'] },
);
