import { useEffect } from 'react';
import { formatDate, useStores } from '@storefront/shared';
import { CONFORMANCE_CHECKS, KNOWN_LIMITATIONS, LAST_REVIEWED } from './conformance-checks';
import { ReportAProblem } from './report-a-problem';

/**
 * Issue 17: the seller's accessibility statement, generated from what the automated tests
 * check (`CONFORMANCE_CHECKS`), with the seller's contact for problems. The host renders it
 * itself, so it shows whatever state the remotes are in.
 */
export function AccessibilityStatementPage() {
  const { config } = useStores();
  const { sellerName, timezone } = config;
  useEffect(() => {
    document.title = `Accessibility statement | ${sellerName}`;
  }, [sellerName]);

  return (
    <section className="sf-statement" aria-labelledby="sf-statement-title">
      <h1 id="sf-statement-title">Accessibility statement</h1>
      <p>
        This statement is about the online ticket shop of {sellerName}. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
        level AA, so that everyone can find events, buy tickets and manage their orders, whatever device or assistive technology they use.
      </p>

      <section className="sf-statement__section" aria-labelledby="sf-statement-checks">
        <h2 id="sf-statement-checks">What our tests check</h2>
        <p>This list is taken from the automated tests of the ticket shop: each point below is checked by them, and nothing is listed that they do not check.</p>
        <ul className="sf-statement__list">
          {CONFORMANCE_CHECKS.map((check) => (
            <li key={check.id}>
              <h3>{check.title}</h3>
              <p>{check.description}</p>
              <p className="sf-statement__criteria">WCAG 2.2 success criteria: {check.criteria.join(', ')}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="sf-statement__section" aria-labelledby="sf-statement-limitations">
        <h2 id="sf-statement-limitations">Known limitations</h2>
        <ul className="sf-statement__list">
          {KNOWN_LIMITATIONS.map((limitation) => (
            <li key={limitation.title}>
              <h3>{limitation.title}</h3>
              <p>{limitation.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <ReportAProblem sellerName={sellerName} contact={config.settings.accessibilityContact} />

      <p className="sf-statement__reviewed">
        This statement was last reviewed on <time dateTime={LAST_REVIEWED}>{formatDate(LAST_REVIEWED, timezone)}</time>.
      </p>
    </section>
  );
}
