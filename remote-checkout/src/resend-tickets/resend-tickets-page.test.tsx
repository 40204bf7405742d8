import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { ResendTicketsPage } from './resend-tickets-page';

async function openPage({ member = false } = {}) {
  const { api, store } = await storeWithCart(null);
  store.session.hydrate(member ? user({ email: 'ada@example.com' }) : null);
  renderAt(<ResendTicketsPage />, { store, path: '/resend' });
  await act(() => Promise.resolve());
  return { api };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Resend tickets' }));

describe('ResendTicketsPage', () => {
  it("titles the page 'Resend tickets'", async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resend tickets' })).toBeInTheDocument();
    expect(document.title).toBe('Resend tickets | City Museum of Art');
  });

  it('sends a guest the orders of the address they give and says where the tickets went', async () => {
    const { api } = await openPage();
    api.orders.resendOrders.mockResolvedValue(undefined);
    await userEvent.type(emailField(), ' grace@example.com ');
    await send();
    expect(api.orders.resendOrders).toHaveBeenCalledWith('grace@example.com');
    const sent = await screen.findByText('Your tickets have been sent to grace@example.com.');
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent.parentElement).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['grace', 'Please enter a valid email address.'],
  ])('refuses %j with the e-mail rule and focuses the field', async (typed, message) => {
    const { api } = await openPage();
    if (typed) await userEvent.type(emailField(), typed);
    await send();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.orders.resendOrders).not.toHaveBeenCalled();
  });

  it('limits the e-mail to 254 characters', async () => {
    await openPage();
    expect(emailField()).toHaveAttribute('maxlength', '254');
    expect(emailField()).toHaveAttribute('type', 'email');
  });

  it.each([
    [404, 'not_found', 'No orders could be found for this email address.'],
    [429, 'too_many_requests', 'You have asked for your tickets too many times. Please wait a few minutes and try again.'],
    [null, 'unexpected', 'Oops! Sorry, something went wrong. Please try again.'],
  ])('words a refused resend (%p %s) and keeps the form', async (status, code, message) => {
    const { api } = await openPage();
    api.orders.resendOrders.mockRejectedValue(new ApiError({ status, code }));
    await userEvent.type(emailField(), 'grace@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue('grace@example.com');
  });

  it('resends a signed-in member their orders in one click, to their own e-mail', async () => {
    const { api } = await openPage({ member: true });
    api.orders.resendMyOrders.mockResolvedValue(undefined);
    expect(screen.getByText('We will send the tickets of your orders to ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend my tickets' }));
    expect(api.orders.resendMyOrders).toHaveBeenCalledWith();
    expect(api.orders.resendOrders).not.toHaveBeenCalled();
    expect(await screen.findByText('Your tickets have been sent to ada@example.com.')).toBeInTheDocument();
  });

  it('tells a member when they asked too often', async () => {
    const { api } = await openPage({ member: true });
    api.orders.resendMyOrders.mockRejectedValue(new ApiError({ status: 429, code: 'too_many_requests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend my tickets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many times/);
  });
});
