/** The my-account area's screens, one chunk loaded on /my pages only. */
export { MyAccountLayout } from './my-account-layout';
export { MyAccountHome } from './my-account-home';
export { MembershipSummary } from './membership-summary';
export { ProfilePage } from './profile-page';
export { MemberOrdersScope } from '../my-tickets/member-orders-scope';
export { UpcomingSessionsPage } from '../my-tickets/upcoming-sessions-page';
export { UpcomingSessionPage } from '../my-tickets/upcoming-session-page';
export { MyOrdersPage } from '../my-orders/my-orders-page';
export { MyOrderPage } from '../my-orders/my-order-page';
