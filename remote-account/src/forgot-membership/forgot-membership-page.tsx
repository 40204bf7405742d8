import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { EmailRequestForm } from '../forgot-password/email-request-form';

/** `/user/forgot-membership` (spec 03 §2.10): mails the member IDs of the e-mail's memberships. */
export const ForgotMembershipPage = observer(function ForgotMembershipPage() {
  const { api } = useStores();
  return (
    <EmailRequestForm
      title="Forgot membership"
      heading="Forgot your member ID?"
      intro="Enter the email address of your membership and we will send you your member ID."
      submitLabel="Send member ID"
      send={(email) => api.identity.requestMembershipReminder(email)}
      confirmation={(email) => `If there is a membership for ${email}, we have sent it the member ID. Please check your inbox.`}
    />
  );
});
