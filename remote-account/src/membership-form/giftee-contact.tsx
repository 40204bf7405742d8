import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { FieldGroup, TextField } from '@storefront/shared';
import { MEMBERSHIP_FORM_MESSAGES } from '@storefront/shared/validation';
import { fieldIds, type MembershipFormModel } from './membership-form-model';

/**
 * Section 6: the gift's receiver. Spec 03 §5: no names, password or newsletter here (the
 * first named member names the giftee), only the e-mail typed twice.
 */
export const GifteeContact = observer(function GifteeContact({ form, renewing }: { form: MembershipFormModel; renewing: boolean }) {
  const emailError = form.errors[fieldIds.gifteeEmail];
  return (
    <FieldGroup legend="Who is the gift for?" className="acc-membership-form__giftee">
      <TextField
        id={fieldIds.gifteeEmail}
        label="Recipient's email"
        type="email"
        maxLength={254}
        value={form.giftee.email}
        error={emailError}
        onChange={(e) => form.setGiftee('email', e.target.value)}
      />
      {emailError === MEMBERSHIP_FORM_MESSAGES.giftToSelf && (
        <p className="acc-membership-form__self-gift">
          <Link to={renewing ? '/membership/renew' : '/membership'}>{renewing ? 'Renew your membership' : 'Buy a membership'}</Link>
        </p>
      )}
      <TextField
        id={fieldIds.gifteeEmailConfirm}
        label="Confirm recipient's email"
        type="email"
        maxLength={254}
        value={form.giftee.emailConfirm}
        error={form.errors[fieldIds.gifteeEmailConfirm]}
        onChange={(e) => form.setGiftee('emailConfirm', e.target.value)}
      />
    </FieldGroup>
  );
});
