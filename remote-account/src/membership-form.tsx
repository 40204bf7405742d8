import './account.css';

/** The membership event's form slot (buy, renew, gift), mounted by catalog's event panel 3. */
export { MembershipForm as default } from './membership-form/membership-form';
