import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '@storefront/shared';
import { configuredRedirectTarget } from './configured-redirect';
import { replacePage } from './replace-page';

/**
 * Spec 03 Router rules, configured redirects: a page the configuration sends elsewhere
 * renders nothing of its own (`children`, the shell) and leaves for the target's full URL.
 */
export function ConfiguredRedirectRule({ children }: { children: ReactNode }) {
  const { config } = useStores();
  const target = configuredRedirectTarget(useLocation().pathname, config.redirects, config.basePath);
  return target ? <LeaveForTarget target={target} /> : children;
}

/** Replaces this page in history; the link is for a page whose script does not run. */
function LeaveForTarget({ target }: { target: string }) {
  useEffect(() => {
    replacePage(target);
  }, [target]);
  return (
    <p className="sf-leaving">
      <a href={target}>Continue</a>
    </p>
  );
}
