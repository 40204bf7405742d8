/**
 * The sign-in e-mails (spec 03 §4): a one-time code with its magic link, and a password
 * reset link. Links start at the storefront's own address (`STOREFRONT_URL`), never one taken
 * from a request, so a forged Host cannot send them elsewhere; the seller slug in them is
 * only ever a known seller's.
 */
import type { Db } from '../infra/db/client';
import { findDefaultSeller, findSellerBySlug } from '../sellers/sellers-repository';
import { esc } from './html-escape';
import type { RenderedEmail } from './render-confirmation';
import { storefrontBase } from './storefront-links';
import type { MailTransport } from './transport';

/** Where links in e-mails point when `STOREFRONT_URL` is not set: the stack's storefront. */
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

const DEFAULT_LOGIN_PATH = '/login';
const SAFE_PATH = /^\/[A-Za-z0-9/_-]{0,100}$/;

/** The seller an e-mail speaks for and the start of its storefront's links. */
export interface SellerLinks {
  sellerName: string;
  /** `${STOREFRONT_URL}/${slug}`, or the bare address without a slug. */
  base: string;
  loginPath: string;
}

export interface MailSender {
  transport: MailTransport;
  /** The sender's address; the seller's name is its display name. */
  fromAddress: string;
  storefrontUrl: string;
}

export class SignInMails {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly sender: MailSender,
  ) {}

  /**
   * Runs `task` (a send and what follows it) after the answer: requests do not wait on SMTP,
   * so known and unknown e-mails are answered alike. `task` must not throw.
   */
  inBackground(task: () => Promise<void>): Promise<void> {
    const running = task().finally(() => this.pending.delete(running));
    this.pending.add(running);
    return running;
  }

  /** Waits for the mails under way (before the app closes). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** The seller of `slug`, or the default seller (links without a slug) when absent or unknown. */
  async sellerLinks(slug: string | undefined): Promise<SellerLinks> {
    const bySlug = slug ? await findSellerBySlug(this.db, slug) : undefined;
    const seller = bySlug ?? (await findDefaultSeller(this.db));
    const configured = seller?.web.login_path;
    return {
      sellerName: seller?.name ?? 'Storefront',
      base: storefrontBase(this.sender.storefrontUrl, bySlug?.slug ?? null),
      loginPath: typeof configured === 'string' && SAFE_PATH.test(configured) ? configured : DEFAULT_LOGIN_PATH,
    };
  }

  async sendOneTimeCode(to: string, code: string, lifetimeMs: number, sellerSlug: string | undefined): Promise<void> {
    const links = await this.sellerLinks(sellerSlug);
    await this.send(to, links.sellerName, renderOneTimeCode(links, code, lifetimeMs));
  }

  async sendPasswordReset(to: string, token: string, lifetimeMs: number, sellerSlug: string | undefined): Promise<void> {
    const links = await this.sellerLinks(sellerSlug);
    await this.send(to, links.sellerName, renderPasswordReset(links, token, lifetimeMs));
  }

  private async send(to: string, sellerName: string, mail: RenderedEmail): Promise<void> {
    await this.sender.transport.send({ from: { name: sellerName, address: this.sender.fromAddress }, to, ...mail });
  }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">
${body}
</body></html>`;
}

/** '10 minutes', '1 hour'. */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const [count, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function oneTimeCodeLink(links: SellerLinks, code: string): string {
  return `${links.base}${links.loginPath}?otp=${encodeURIComponent(code)}`;
}

export function renderOneTimeCode(links: SellerLinks, code: string, lifetimeMs: number): RenderedEmail {
  const expiry = `The passcode works once and expires in ${duration(lifetimeMs)}. If you did not ask for it, you can ignore this e-mail.`;
  const subject = `Your ${links.sellerName} passcode: ${code}`;
  const link = oneTimeCodeLink(links, code);
  const text = [
    `Your passcode for ${links.sellerName} is ${code}`,
    '',
    `Enter it on the login page, or open this link to log in: ${link}`,
    '',
    expiry,
  ].join('\n');
  const html = page(
    subject,
    `<h1 style="font-size:20px">Your passcode for ${esc(links.sellerName)}</h1>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px" aria-label="Passcode">${esc(code)}</p>
<p>Enter it on the login page, or <a href="${esc(link)}">log in with this link</a>.</p>
<p>${esc(expiry)}</p>`,
  );
  return { subject, html, text };
}

export function passwordResetLink(links: SellerLinks, token: string): string {
  return `${links.base}/user/reset-password?token=${encodeURIComponent(token)}`;
}

export function renderPasswordReset(links: SellerLinks, token: string, lifetimeMs: number): RenderedEmail {
  const expiry = `The link works once and expires in ${duration(lifetimeMs)}. If you did not ask for it, you can ignore this e-mail.`;
  const subject = `Set your ${links.sellerName} password`;
  const link = passwordResetLink(links, token);
  const text = [
    `Open this link to set a new password for your ${links.sellerName} account: ${link}`,
    '',
    expiry,
  ].join('\n');
  const html = page(
    subject,
    `<h1 style="font-size:20px">Set your ${esc(links.sellerName)} password</h1>
<p><a href="${esc(link)}">Set a new password</a></p>
<p>${esc(expiry)}</p>`,
  );
  return { subject, html, text };
}
