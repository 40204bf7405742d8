import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { eventDetail } from '../testing/domain-builders';
import { deferSlotsUntil, resetSlot, Slot, slotsInUse } from './slot';
import { SLOT_IDS, type MembershipFormProps } from './slot-contract';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

function CartWidget() {
  return <p>Cart</p>;
}
function MemberMenu() {
  return <p>Member menu</p>;
}
function MembershipForm({ event, action }: MembershipFormProps) {
  return (
    <p>
      Membership: {event.name} ({action})
    </p>
  );
}
const modules: Record<string, unknown> = {
  'checkout/CartWidget': { default: CartWidget },
  'account/MemberMenu': { default: MemberMenu },
  'account/MembershipForm': { default: MembershipForm },
};
const loadsModules = async (id: string) => modules[id];

beforeEach(() => {
  load.mockReset();
  SLOT_IDS.forEach(resetSlot);
});

describe('Slot', () => {
  it("renders the default export inside a root marked with the id's owner", async () => {
    load.mockImplementation(loadsModules);
    const { container } = render(<Slot id="checkout/CartWidget" loading={<p>Loading cart</p>} />);
    expect(screen.getByText('Loading cart')).toBeInTheDocument();
    expect(await screen.findByText('Cart')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-team', 'checkout');
    expect(load).toHaveBeenCalledWith('checkout/CartWidget');
  });

  it('gives the component the props the contract names', async () => {
    load.mockImplementation(loadsModules);
    const { container } = render(
      <Slot id="account/MembershipForm" props={{ event: eventDetail({ name: 'Membership 2026' }), onReserved: jest.fn(), action: 'gift' }} />,
    );
    expect(await screen.findByText('Membership: Membership 2026 (gift)')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-team', 'account');
  });

  it('loads a deferred region only once the page says so, and knows which regions are deferred', async () => {
    load.mockImplementation(loadsModules);
    let ready!: () => void;
    deferSlotsUntil(new Promise<void>((resolve) => (ready = resolve)));
    render(
      <>
        <Slot id="checkout/CartWidget" loading={<p>Loading cart</p>} deferred />
        <Slot id="account/MemberMenu" />
      </>,
    );
    expect(await screen.findByText('Member menu')).toBeInTheDocument();
    expect(screen.getByText('Loading cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(slotsInUse()).toEqual(
      expect.arrayContaining([
        { id: 'checkout/CartWidget', deferred: true },
        { id: 'account/MemberMenu', deferred: false },
      ]),
    );
    ready();
    expect(await screen.findByText('Cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('checkout/CartWidget');
    deferSlotsUntil(Promise.resolve());
  });

  it('accepts a named export equal to the last path segment, and loads a module once', async () => {
    load.mockResolvedValue({ CartWidget });
    render(
      <>
        <Slot id="checkout/CartWidget" />
        <Slot id="checkout/CartWidget" />
      </>,
    );
    expect(await screen.findAllByText('Cart')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the region message when loading fails, and Try again loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValueOnce({ default: CartWidget });
    render(
      <div>
        <p>Rest of the page</p>
        <Slot id="checkout/CartWidget" />
      </div>,
    );
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.mocked(console.error).mockRestore();
  });

  it('shows a custom fallback instead, e.g. the header member menu', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({ somethingElse: 1 });
    render(<Slot id="account/MemberMenu" fallback={<a href="/login">Log in</a>} />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});

// Checked by the typecheck, never run: each line fails to compile once the contract stops refusing it.
const _slotsTheContractRefuses = () => (
  <>
    {/* @ts-expect-error no remote exposes 'account/MembershipFrom' */}
    <Slot id="account/MembershipFrom" />
    {/* @ts-expect-error the membership form needs the event and onReserved */}
    <Slot id="account/MembershipForm" />
    {/* @ts-expect-error the cart widget takes no props */}
    <Slot id="checkout/CartWidget" props={{ label: 'Cart' }} />
  </>
);
