export { MembershipForm, type MembershipFormProps } from './membership-form';
