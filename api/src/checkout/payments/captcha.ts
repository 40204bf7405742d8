/**
 * hCaptcha verification of a guest's checkout (spec 02 §2, §6; ADR 0008): the token is posted
 * with the secret to the verify URL. Without a secret the sandbox accepts only hCaptcha's
 * published test token.
 */
import type { ApiCaptcha } from '@storefront/shared/wire';
import { CheckoutError } from '../../lib/errors';

export const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';
/** hCaptcha's published test keys: the site key shows the test widget, which answers the test token. */
export const HCAPTCHA_TEST_SITE_KEY = '10000000-ffff-ffff-ffff-000000000001';
export const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

/** The seller asks guests for a captcha (`web.checkout_captcha`). */
export function captchaConfigured(web: Record<string, unknown>): boolean {
  return web.checkout_captcha === true;
}

export interface CaptchaOptions {
  /** HCAPTCHA_SECRET; absent: the sandbox. */
  secret?: string;
  siteKey?: string;
  verifyUrl?: string;
}

export class CaptchaVerifier {
  constructor(private readonly options: CaptchaOptions = {}) {}

  get sandbox(): boolean {
    return !this.options.secret;
  }

  get siteKey(): string {
    return this.options.siteKey ?? HCAPTCHA_TEST_SITE_KEY;
  }

  /** 400 `captcha_required` without a token, `captcha_invalid` when it does not verify. */
  async assertValid(captcha: ApiCaptcha | undefined, remoteIp?: string): Promise<void> {
    if (!captcha?.token) throw new CheckoutError('captcha_required', { context: 'captcha' });
    if (!(await this.verify(captcha.token, remoteIp))) throw new CheckoutError('captcha_invalid', { context: 'captcha' });
  }

  private async verify(token: string, remoteIp?: string): Promise<boolean> {
    const secret = this.options.secret;
    if (!secret) return token === HCAPTCHA_TEST_TOKEN;
    const form = new URLSearchParams({ secret, response: token, sitekey: this.siteKey });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.options.verifyUrl ?? HCAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      // An unreachable verifier cannot vouch for the visitor.
      return false;
    }
  }
}
