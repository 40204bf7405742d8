import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { deferSlotsUntil, resetSlot, Slot, slotsInUse } from './slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

function CartWidget({ label }: { label: string }) {
  return <p>Cart: {label}</p>;
}

beforeEach(() => {
  load.mockReset();
  ['checkout/CartWidget', 'account/MemberMenu'].forEach(resetSlot);
});

describe('Slot', () => {
  it('renders the default export inside a data-team root', async () => {
    load.mockResolvedValue({ default: CartWidget });
    const { container } = render(<Slot id="checkout/CartWidget" team="checkout" props={{ label: '2 tickets' }} loading={<p>Loading cart</p>} />);
    expect(screen.getByText('Loading cart')).toBeInTheDocument();
    expect(await screen.findByText('Cart: 2 tickets')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-team', 'checkout');
    expect(load).toHaveBeenCalledWith('checkout/CartWidget');
  });

  it('loads a deferred region only once the page says so, and knows which regions are deferred', async () => {
    load.mockResolvedValue({ default: CartWidget });
    let ready!: () => void;
    deferSlotsUntil(new Promise<void>((resolve) => (ready = resolve)));
    render(
      <>
        <Slot id="checkout/CartWidget" team="checkout" props={{ label: 'later' }} loading={<p>Loading cart</p>} deferred />
        <Slot id="account/MemberMenu" team="account" props={{ label: 'now' }} />
      </>,
    );
    expect(await screen.findByText('Cart: now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(slotsInUse()).toEqual(
      expect.arrayContaining([
        { id: 'checkout/CartWidget', deferred: true },
        { id: 'account/MemberMenu', deferred: false },
      ]),
    );
    ready();
    expect(await screen.findByText('Cart: later')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('checkout/CartWidget');
    deferSlotsUntil(Promise.resolve());
  });

  it('accepts a named export equal to the last path segment, and loads a module once', async () => {
    load.mockResolvedValue({ CartWidget });
    render(
      <>
        <Slot id="checkout/CartWidget" team="checkout" props={{ label: 'a' }} />
        <Slot id="checkout/CartWidget" team="checkout" props={{ label: 'b' }} />
      </>,
    );
    expect(await screen.findByText('Cart: a')).toBeInTheDocument();
    expect(screen.getByText('Cart: b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the region message when loading fails, and Try again loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValueOnce({ default: CartWidget });
    render(
      <div>
        <p>Rest of the page</p>
        <Slot id="checkout/CartWidget" team="checkout" props={{ label: 'back' }} />
      </div>,
    );
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cart: back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.mocked(console.error).mockRestore();
  });

  it('shows a custom fallback instead, e.g. the header member menu', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({ somethingElse: 1 });
    render(<Slot id="account/MemberMenu" team="account" fallback={<a href="/login">Log in</a>} />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
