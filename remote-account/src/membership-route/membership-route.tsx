import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { NotFoundPage, useStores } from '@storefront/shared';
import { isExternalUrl, membershipRedirect } from './membership-redirect';

/**
 * `/membership/{action?}` in the browser (the storefront server answers it with a 302): on to
 * the membership event, or to the seller's external membership page; the 404 page for a
 * seller without memberships.
 */
export const MembershipRoute = observer(function MembershipRoute() {
  const { config } = useStores();
  const { action } = useParams();
  const target = membershipRedirect(config, action);
  if (!target) return <NotFoundPage />;
  if (isExternalUrl(target)) return <ExternalRedirect href={target} />;
  return <Navigate to={target} replace />;
});

function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return (
    <p>
      <a href={href}>Continue to membership</a>
    </p>
  );
}
