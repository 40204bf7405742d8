import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useStores } from '../stores/context';

/**
 * The 404 page (spec 01 §2, 03 §2): the unmatched path stays in the address bar; the home
 * link keeps the query. Remotes render it for unmatched paths below their prefixes.
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const { sellerName } = useStores().config;
  useEffect(() => {
    document.title = `Page not found | ${sellerName}`;
  }, [sellerName]);
  return (
    <section className="sf-not-found" aria-labelledby="sf-not-found-title" data-path={pathname}>
      <h1 id="sf-not-found-title">Oops!</h1>
      <p>We could not find anything at this URL.</p>
      <Link to={{ pathname: '/', search }}>Go to the home page</Link>
    </section>
  );
}
