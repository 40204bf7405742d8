import { useId } from 'react';
import { Link } from 'react-router';

/** An account page's answer to an id that is not one of the member's: the title and the way back to the list. */
export function NotFoundSection({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </section>
  );
}
