import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { EmailRequestForm } from './email-request-form';

/** `/user/forgot-password` (spec 03 §2.10): mails a reset link; a signed-in visitor goes home. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { session, api } = useStores();
  if (session.isSignedIn) return <Navigate to="/" replace />;
  return (
    <EmailRequestForm
      title="Forgot password"
      heading="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to set a new password."
      submitLabel="Send reset link"
      send={(email) => api.identity.requestPasswordReset(email)}
      confirmation={(email) => `If an account exists for ${email}, we have sent it a link to set a new password. Please check your inbox.`}
    />
  );
});
