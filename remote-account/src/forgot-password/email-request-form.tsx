import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { observer } from 'mobx-react-lite';
import { Alert, Button, TextField, errorMessage, useStores } from '@storefront/shared';
import { emailSubmitSchema, type EmailSubmitValues } from '@storefront/shared/validation';

export interface EmailRequestFormProps {
  /** The page title's screen name and the heading. */
  title: string;
  heading: string;
  intro: ReactNode;
  submitLabel: string;
  /** The request; a 404 already counts as success (spec 03 §2.10). */
  send(email: string): Promise<void>;
  /** What the visitor reads once the request went out, for the e-mail they gave. */
  confirmation(email: string): ReactNode;
}

/** An e-mail form (spec 03 §5 e-mail submit rules) that sends one request and then says so. */
export const EmailRequestForm = observer(function EmailRequestForm({ title, heading, intro, submitLabel, send, confirmation }: EmailRequestFormProps) {
  const { config } = useStores();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailSubmitValues>({ resolver: yupResolver(emailSubmitSchema), shouldFocusError: true, defaultValues: { email: '' } });

  useEffect(() => {
    document.title = `${title} | ${config.sellerName}`;
  }, [title, config.sellerName]);

  // The form is gone: keyboard and screen-reader users continue from the confirmation.
  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await send(email);
      setSentTo(email);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  });

  return (
    <section className="acc-form-page" aria-labelledby="acc-form-page-title">
      <h1 id="acc-form-page-title">{heading}</h1>
      {sentTo ? (
        <div ref={confirmationRef} tabIndex={-1} className="acc-form-page__done">
          <Alert kind="success">{confirmation(sentTo)}</Alert>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="acc-form-page__form">
          <p>{intro}</p>
          <TextField label="Email" type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
          {failure && <Alert kind="error">{failure}</Alert>}
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {submitLabel}
          </Button>
        </form>
      )}
      <p>
        <Link to={config.loginPath}>Back to login</Link>
      </p>
    </section>
  );
});
