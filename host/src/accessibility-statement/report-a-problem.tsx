import type { SellerSettings } from '@storefront/shared';

/** A `tel:` address: digits and the leading plus only (the shown number keeps its spacing). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface ReportAProblemProps {
  sellerName: string;
  contact: SellerSettings['accessibilityContact'];
}

/** Whom to tell about an accessibility problem: the seller's configured contact, else the seller by name. */
export function ReportAProblem({ sellerName, contact }: ReportAProblemProps) {
  return (
    <section className="sf-statement__section" aria-labelledby="sf-statement-report">
      <h2 id="sf-statement-report">Report a problem</h2>
      {contact ? (
        <>
          <p>
            If something on these pages gets in your way, or you need information in another form, please contact {sellerName}. Tell us the
            address of the page and what went wrong.
          </p>
          <ul className="sf-statement__contact">
            {contact.email && (
              <li>
                E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.phone && (
              <li>
                Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
              </li>
            )}
          </ul>
        </>
      ) : (
        // No contact configured: we send visitors to the seller rather than invent an address.
        <p>
          If something on these pages gets in your way, or you need information in another form, please contact {sellerName} through the
          contact details on their own website, and tell them the address of the page and what went wrong.
        </p>
      )}
    </section>
  );
}
