import './account.css';
import type { SlotComponent } from '@storefront/shared';
import { MembershipForm } from './membership-form/membership-form';

/** The membership event's form slot (buy, renew, gift), mounted by catalog's event panel 3. */
export default MembershipForm satisfies SlotComponent<'account/MembershipForm'>;
