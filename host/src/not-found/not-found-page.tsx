import { Link, useLocation } from 'react-router';

/** Spec 01 §2 / 03 §2.1: the unmatched path is kept in the address, with its query. */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <section className="sf-not-found" aria-labelledby="not-found-title" data-path={pathname}>
      <h1 id="not-found-title">Oops!</h1>
      <p>We could not find anything at this URL.</p>
      <Link to={{ pathname: '/', search }}>Go to the home page</Link>
    </section>
  );
}
