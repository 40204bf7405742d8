/** The membership details modal's name in `stores.modals` (the member menu opens it). */
export const MEMBERSHIP_DETAILS_MODAL = 'account/membership-details';
