export { MembershipForm } from './membership-form';
