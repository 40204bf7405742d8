import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores, walletPassUrl, type OrderTicket } from '@storefront/shared';
import { WALLET_TEXTS } from './wallet-passes-texts';
import './wallet-passes.css';

export interface WalletPassesProps {
  ticket: Pick<OrderTicket, 'id' | 'typeName' | 'admitName'>;
}

interface Offered {
  appleWallet: boolean;
  googleWallet: boolean;
}

/**
 * One ticket's wallet passes (spec 02 §7): asks `walletprecheck`, then links to the Apple
 * Wallet pass and the Google Wallet save link the API allows. Shows nothing until it knows,
 * nor when neither is allowed or the check fails (the ticket itself is still on the page).
 */
export const WalletPasses = observer(function WalletPasses({ ticket }: WalletPassesProps) {
  const { api, config } = useStores();
  const [offered, setOffered] = useState<Offered | null>(null);

  useEffect(() => {
    let current = true;
    const check = async () => {
      try {
        const answer = await api.orders.walletPrecheck(ticket.id);
        if (current) setOffered(answer);
      } catch {
        // No wallet links then; the ticket and its code are on the page anyway.
        if (current) setOffered(null);
      }
    };
    void check();
    return () => {
      current = false;
    };
  }, [api, ticket.id]);

  if (!offered || (!offered.appleWallet && !offered.googleWallet)) return null;
  const name = WALLET_TEXTS.ticketName(ticket.typeName, ticket.admitName);
  return (
    <ul className="chk-wallet-passes" aria-label={WALLET_TEXTS.listLabel(name)} data-testid="wallet-passes">
      {offered.appleWallet && (
        <li>
          <a className="chk-wallet-passes__apple" href={walletPassUrl(config.apiBaseUrl, ticket.id, 'pkpass')}>
            {WALLET_TEXTS.apple(name)}
          </a>
        </li>
      )}
      {offered.googleWallet && (
        <li>
          <a className="chk-wallet-passes__google" href={walletPassUrl(config.apiBaseUrl, ticket.id, 'gwpass')}>
            {WALLET_TEXTS.google(name)}
          </a>
        </li>
      )}
    </ul>
  );
});
