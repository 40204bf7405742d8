import { useEffect, useRef } from 'react';
import HCaptcha from '@hcaptcha/react-hcaptcha';
import type { CaptchaState } from './captcha-state';

export interface CaptchaBoxProps {
  state: CaptchaState;
  siteKey: string;
  /** The sandbox stand-in's URL, when the API runs without hCaptcha. */
  scriptSource: string | null;
}

/**
 * hCaptcha for guests (spec 02 §2), loaded only on the checkout (this module is imported
 * lazily). Closing or letting it expire is cancellation, logged silently: no message.
 */
export default function CaptchaBox({ state, siteKey, scriptSource }: CaptchaBoxProps) {
  const widget = useRef<HCaptcha>(null);

  useEffect(() => {
    state.attach(
      async () => {
        if (!widget.current) throw new Error('captcha not rendered');
        const { response } = await widget.current.execute({ async: true });
        return response;
      },
      () => widget.current?.resetCaptcha(),
    );
  }, [state]);

  return (
    <div className="chk-captcha">
      <HCaptcha
        ref={widget}
        sitekey={siteKey}
        sentry={false}
        {...(scriptSource ? { scriptSource } : {})}
        onVerify={(token) => state.setToken(token)}
        onExpire={() => state.dismiss('expired')}
        onClose={() => state.dismiss('closed')}
        onChalExpired={() => state.dismiss('challenge_expired')}
      />
      <p className="chk-captcha__notice">
        This site is protected by hCaptcha and its <a href="https://www.hcaptcha.com/privacy">Privacy Policy</a> and{' '}
        <a href="https://www.hcaptcha.com/terms">Terms of Service</a> apply.
      </p>
    </div>
  );
}
