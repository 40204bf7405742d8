/** The wallet links' words; `ticket` names the ticket ('Adult ticket', 'Adult ticket for Grace Hopper'). */
export const WALLET_TEXTS = {
  listLabel: (ticket: string) => `Wallet passes for ${ticket}`,
  apple: (ticket: string) => `Add ${ticket} to Apple Wallet`,
  google: (ticket: string) => `Save ${ticket} to Google Wallet`,
  ticketName: (typeName: string, admitName: string | null) =>
    admitName ? `${typeName} ticket for ${admitName}` : `${typeName} ticket`,
};
