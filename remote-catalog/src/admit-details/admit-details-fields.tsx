import { observer } from 'mobx-react-lite';
import { TextField } from '@storefront/shared';
import { admitFieldDomId, type AdmitDetails, type AdmitTicket } from './admit-details';
import './admit-details.css';

const AdmitTicketFields = observer(function AdmitTicketFields({ details, ticket }: { details: AdmitDetails; ticket: AdmitTicket }) {
  const v = details.entry(ticket.key);
  const { admitNames, admitEmails } = ticket.group;
  return (
    <fieldset className="sf-group cat-admit__ticket">
      <legend className="sf-group__legend">
        Ticket {ticket.number} – {ticket.type.name}
      </legend>
      {ticket.showNames && (
        <div className="cat-admit__names">
          <TextField
            id={admitFieldDomId(ticket.key, 'firstName')}
            label={admitNames === 'required' ? 'First name' : 'First name (optional)'}
            autoComplete="off"
            required={admitNames === 'required'}
            value={v.firstName}
            error={details.error(ticket.key, 'firstName')}
            onChange={(e) => details.setValue(ticket.key, 'firstName', e.target.value)}
          />
          <TextField
            id={admitFieldDomId(ticket.key, 'lastName')}
            label={admitNames === 'required' ? 'Last name' : 'Last name (optional)'}
            autoComplete="off"
            required={admitNames === 'required'}
            value={v.lastName}
            error={details.error(ticket.key, 'lastName')}
            onChange={(e) => details.setValue(ticket.key, 'lastName', e.target.value)}
          />
        </div>
      )}
      {ticket.showEmail && (
        <TextField
          id={admitFieldDomId(ticket.key, 'email')}
          type="email"
          label={admitEmails === 'yes' ? 'Email' : 'Email (optional)'}
          autoComplete="off"
          required={admitEmails === 'yes'}
          value={v.email}
          error={details.error(ticket.key, 'email')}
          onChange={(e) => details.setValue(ticket.key, 'email', e.target.value)}
        />
      )}
    </fieldset>
  );
});

/** Spec 01 §5 "Admit details": a fieldset per ticket with the group's name and e-mail fields. */
export const AdmitDetailsFields = observer(function AdmitDetailsFields({ details }: { details: AdmitDetails }) {
  if (details.tickets.length === 0) return null;
  return (
    <div className="cat-admit">
      {details.tickets.map((t) => (
        <AdmitTicketFields key={t.key} details={details} ticket={t} />
      ))}
    </div>
  );
});
