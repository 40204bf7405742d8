import { isCancelledState, type OrderTicket } from '@storefront/shared';
import { ticketStateLabel } from './ticket-state-label';

/** Tickets as rows: type, admit name, state and the code scanned at the door (none once cancelled: it admits nobody). */
export function MemberTicketsTable({ caption, tickets }: { caption: string; tickets: readonly OrderTicket[] }) {
  return (
    <table className="acc-table">
      <caption className="sf-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">State</th>
          <th scope="col">Code</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.typeName}</td>
            <td>{ticket.admitName ?? ''}</td>
            <td>{ticketStateLabel(ticket.state)}</td>
            <td>{isCancelledState(ticket.state) ? '' : (ticket.scanCode ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
