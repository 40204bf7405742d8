/** The free gateway: settles a cart with nothing to pay (spec 02 §4 "Free and partial payments"). */
import type { ApiPaymentEntry } from '@storefront/shared/wire';
import { PaymentError } from '../../lib/errors';
import type { Gateway } from './gateway';

type FreeEntry = Extract<ApiPaymentEntry, { gateway_id: 'free' }>;

export class FreeGateway implements Gateway<FreeEntry> {
  readonly id = 'free' as const;

  async check(_executor: unknown, _entry: FreeEntry, amountMinor: number): Promise<void> {
    if (amountMinor !== 0) throw new PaymentError('free_not_allowed');
  }

  async charge(): Promise<{ status: 'succeeded'; reference: null; label: string }> {
    return { status: 'succeeded', reference: null, label: 'Free' };
  }

  async reverse(): Promise<void> {}

  async settle(): Promise<'succeeded'> {
    return 'succeeded';
  }
}
