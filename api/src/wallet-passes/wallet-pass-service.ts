/**
 * Wallet passes (spec 02 §7): which wallets a ticket can go to, its Apple pass and its Google
 * save link. Only tickets of orders the caller may see; unknown and not-yours are one 404.
 */
import type { ApiWalletPrecheck } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { NotFoundError } from '../lib/errors';
import type { Caller } from '../accounts/web-session';
import { applePass, passFileName } from './apple-pass';
import type { AppleWalletConfig, GoogleWalletConfig, WalletPassesOptions } from './config';
import { googleSaveUrl } from './google-pass';
import { sandboxAppleConfig, sandboxGoogleConfig } from './sandbox';
import { canHavePass, readWalletTicket, type WalletTicket } from './wallet-tickets';

export const ticketNotFound = () =>
  new NotFoundError('not_found', { context: 'ticket', description: 'We could not find that ticket.' });

const noPass = () =>
  new NotFoundError('not_found', { context: 'ticket', description: 'No wallet pass is available for this ticket.' });

/** Each wallet's signing material, or null when that wallet is off (production without configuration). */
interface Signers {
  apple: (() => AppleWalletConfig) | null;
  google: (() => GoogleWalletConfig) | null;
}

export function walletSigners(options: WalletPassesOptions): Signers & { sandboxed: Array<'apple' | 'google'> } {
  const sandbox = options.sandboxWhenUnconfigured;
  const { apple, google } = options;
  return {
    apple: apple ? () => apple : sandbox ? sandboxAppleConfig : null,
    google: google ? () => google : sandbox ? sandboxGoogleConfig : null,
    sandboxed: sandbox ? (['apple', 'google'] as const).filter((wallet) => !options[wallet]) : [],
  };
}

export class WalletPassService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly signers: Signers,
    /** The storefront's origin: the only page Google lets offer the save link. */
    private readonly storefrontOrigin: string,
  ) {}

  async precheck(caller: Caller | null, ticketId: string): Promise<ApiWalletPrecheck> {
    const ticket = await this.visibleTicket(caller, ticketId);
    const eligible = canHavePass(ticket, this.clock());
    return { apple_wallet: eligible && this.signers.apple !== null, google_wallet: eligible && this.signers.google !== null };
  }

  async applePass(caller: Caller | null, ticketId: string): Promise<{ pkpass: Buffer; fileName: string }> {
    const { ticket, config } = await this.passable(caller, ticketId, this.signers.apple);
    return { pkpass: applePass(ticket, config), fileName: passFileName(ticket) };
  }

  async googleSaveUrl(caller: Caller | null, ticketId: string): Promise<string> {
    const { ticket, config } = await this.passable(caller, ticketId, this.signers.google);
    return googleSaveUrl(ticket, config, this.storefrontOrigin, this.clock());
  }

  private async visibleTicket(caller: Caller | null, ticketId: string): Promise<WalletTicket> {
    const ticket = await readWalletTicket(this.db, caller, ticketId);
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  /** A visible ticket that can have a pass of a wallet that is on, with that wallet's material. */
  private async passable<Config>(
    caller: Caller | null,
    ticketId: string,
    signer: (() => Config) | null,
  ): Promise<{ ticket: WalletTicket; config: Config }> {
    const ticket = await this.visibleTicket(caller, ticketId);
    if (!signer || !canHavePass(ticket, this.clock())) throw noPass();
    return { ticket, config: signer() };
  }
}
