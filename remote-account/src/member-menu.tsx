import './account.css';

/** The header member menu slot, mounted by the host. */
export { MemberMenu as default } from './member-menu/member-menu';
