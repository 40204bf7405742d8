import './account.css';
import type { SlotComponent } from '@storefront/shared';
import { MemberMenu } from './member-menu/member-menu';

/** The header member menu slot, mounted by the host. */
export default MemberMenu satisfies SlotComponent<'account/MemberMenu'>;
