/** The my-account area's screens, one chunk loaded on /my pages only. */
export { MyAccountLayout } from './my-account-layout';
export { MyAccountHome } from './my-account-home';
export { MembershipSummary } from './membership-summary';
export { ProfilePage } from './profile-page';
