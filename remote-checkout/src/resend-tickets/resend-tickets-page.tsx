import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, TextField, useStores } from '@storefront/shared';
import { EMAIL_MAX_LENGTH, emailSubmitSchema, type EmailSubmitValues } from '@storefront/shared/validation';
import { RESEND_TEXTS as T } from './resend-texts';
import { TicketResend } from './ticket-resend';
import './resend-tickets.css';

/**
 * Spec 02 §2 'Resend tickets' (route `resend`): a guest gives the e-mail they bought with; a
 * signed-in member resends to their own in one click. The confirmation replaces the form.
 */
export const ResendTicketsPage = observer(function ResendTicketsPage() {
  const { api, config, session } = useStores();
  const [resend] = useState(() => new TicketResend(api));
  const sentRef = useRef<HTMLDivElement>(null);
  const sentTo = resend.sentTo;

  useEffect(() => {
    document.title = `${T.title} | ${config.sellerName}`;
  }, [config.sellerName]);

  // The form is gone: keyboard and screen-reader users continue from the confirmation.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const memberEmail = session.isSignedIn ? (session.user?.email ?? null) : null;
  return (
    <section className="chk-resend" aria-labelledby="chk-resend-title">
      <h1 id="chk-resend-title">{T.title}</h1>
      {session.status === 'unknown' ? (
        <Loading label={T.loading} />
      ) : sentTo ? (
        <div ref={sentRef} tabIndex={-1} className="chk-resend__sent">
          <Alert kind="success">{T.sent(sentTo)}</Alert>
        </div>
      ) : memberEmail ? (
        <div className="chk-resend__member">
          <p>{T.memberIntro(memberEmail)}</p>
          {resend.failure && <Alert kind="error">{resend.failure}</Alert>}
          <Button variant="primary" busy={resend.sending} onClick={() => void resend.sendToMember(memberEmail)}>
            {T.memberSubmit}
          </Button>
        </div>
      ) : (
        <GuestResendForm resend={resend} />
      )}
    </section>
  );
});

const GuestResendForm = observer(function GuestResendForm({ resend }: { resend: TicketResend }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailSubmitValues>({ resolver: yupResolver(emailSubmitSchema), shouldFocusError: true, defaultValues: { email: '' } });
  const submit = handleSubmit(({ email }) => resend.sendTo(email));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="chk-resend__form">
      <p>{T.guestIntro}</p>
      <TextField
        label={T.emailLabel}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...register('email')}
      />
      {resend.failure && <Alert kind="error">{resend.failure}</Alert>}
      <Button type="submit" variant="primary" busy={resend.sending}>
        {T.guestSubmit}
      </Button>
    </form>
  );
});
