import { Link } from 'react-router';
import { HOST_PAGES } from '../routing/route-owners';

/**
 * The site footer on every page (the contentinfo landmark). Its links are relative to the
 * router's basename, so they keep the seller prefix (`/harbour-zoo/accessibility`).
 */
export function Footer() {
  return (
    <footer className="sf-footer">
      <div className="sf-footer__inner">
        <Link to={HOST_PAGES.accessibilityStatement}>Accessibility</Link>
      </div>
    </footer>
  );
}
