/**
 * The Stripe sandbox's webhooks (development and tests only, ADR 0032): each change of a
 * sandbox PaymentIntent becomes a Stripe event, signed with the sandbox's own secret (one per
 * process) by the `stripe` library, and delivered to the API's own `POST /api/webhooks/stripe`
 * through the full route (raw body, signature check, idempotency), as Stripe would. Delivery
 * is awaited by the sandbox call that caused it; `hold()` keeps events back until `release()`,
 * so a test can choose whether the webhook or the buyer's return comes first.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { SandboxEvent } from '../checkout/payments/sandbox-processor';

export type Deliver = (payload: string, signature: string) => Promise<number>;

export interface DeliveryLog {
  warn(obj: unknown, msg: string): void;
}

export class SandboxWebhookSender {
  /** The sandbox endpoint's signing secret: random per process, never configured. */
  readonly secret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  private held: string[] | null = null;
  private sent = 0;

  constructor(
    private readonly deliver: Deliver,
    private readonly log: DeliveryLog,
  ) {}

  /** How many events were delivered (tests). */
  get deliveries(): number {
    return this.sent;
  }

  async send(event: SandboxEvent): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: event.type,
      data: { object: event.object },
    });
    if (this.held) {
      this.held.push(payload);
      return;
    }
    await this.post(payload);
  }

  /** Keeps the next events back (a buyer's return can then come first). */
  hold(): void {
    this.held ??= [];
  }

  /** Delivers the events kept back, in order, and stops holding. */
  async release(): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    for (const payload of held) await this.post(payload);
  }

  /** Delivers a payload again as it was (a provider's retry), signed anew. */
  async post(payload: string): Promise<number> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    this.sent += 1;
    const status = await this.deliver(payload, signature);
    if (status >= 300) this.log.warn({ status }, 'sandbox webhook was not accepted');
    return status;
  }
}
