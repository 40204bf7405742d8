import { act, screen } from '@testing-library/react';
import { ApiError } from '@storefront/shared';
import { orderTicket } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { WalletPasses } from './wallet-passes';

async function show(precheck: { appleWallet: boolean; googleWallet: boolean } | Error, admitName: string | null = null) {
  const { api, store } = await storeWithCart(null);
  if (precheck instanceof Error) api.orders.walletPrecheck.mockRejectedValue(precheck);
  else api.orders.walletPrecheck.mockResolvedValue(precheck);
  const { container } = renderAt(<WalletPasses ticket={orderTicket({ id: 't-7', typeName: 'Adult', admitName })} />, { store });
  await act(() => Promise.resolve());
  expect(api.orders.walletPrecheck).toHaveBeenCalledWith('t-7');
  return container;
}

describe('WalletPasses', () => {
  it('links to both passes when the precheck allows them, naming the ticket', async () => {
    await show({ appleWallet: true, googleWallet: true });
    expect(screen.getByRole('list', { name: 'Wallet passes for Adult ticket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Adult ticket to Apple Wallet' })).toHaveAttribute('href', '/api/ticket/t-7/pkpass');
    expect(screen.getByRole('link', { name: 'Save Adult ticket to Google Wallet' })).toHaveAttribute('href', '/api/ticket/t-7/gwpass');
  });

  it('names the admitted person, and offers only the wallet the API allows', async () => {
    await show({ appleWallet: false, googleWallet: true }, 'Grace Hopper');
    expect(screen.getByRole('link', { name: 'Save Adult ticket for Grace Hopper to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apple Wallet/ })).not.toBeInTheDocument();
  });

  it('shows nothing when neither wallet is allowed or the precheck fails', async () => {
    expect((await show({ appleWallet: false, googleWallet: false })).innerHTML).toBe('');
    expect((await show(new ApiError({ status: 404, code: 'not_found', context: 'ticket' }))).innerHTML).toBe('');
  });
});
