import { act, screen } from '@testing-library/react';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { CartTimer } from './cart-timer';
import { timerAnnouncement } from './timer-model';

/** A cart whose local expiry is `seconds` from now (the store takes 5 s off expires_in). */
const cartLasting = (seconds: number) => cartOf({ items: [cartItem()], expiresIn: seconds + 5 });
const advance = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));
const timer = () => document.querySelector('.chk-timer');

describe('CartTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is hidden while 20 minutes or more remain, and shows below', async () => {
    const { store } = await storeWithCart(cartLasting(20 * 60 + 2));
    renderAt(<CartTimer />, { store });
    expect(screen.queryByText(/Tickets held for/)).not.toBeInTheDocument();
    advance(3);
    expect(screen.getByText(/Tickets held for/)).toHaveTextContent('Tickets held for 19:59');
  });

  it('moves from info to warning at 300 s and to error below 120 s', async () => {
    const { store } = await storeWithCart(cartLasting(301));
    renderAt(<CartTimer />, { store });
    expect(timer()).toHaveClass('chk-timer--info');
    advance(1);
    expect(timer()).toHaveClass('chk-timer--warning');
    expect(screen.getByText(/Tickets held for/)).toHaveTextContent('5:00');
    advance(180);
    expect(timer()).toHaveClass('chk-timer--warning');
    advance(1);
    expect(timer()).toHaveClass('chk-timer--error');
    expect(screen.getByText(/Tickets held for/)).toHaveTextContent('1:59');
  });

  it('announces 300, 120 and 30 seconds in a visually hidden live region', async () => {
    const { store } = await storeWithCart(cartLasting(302));
    renderAt(<CartTimer />, { store });
    const live = screen.getByRole('status');
    expect(live).toHaveClass('sf-visually-hidden');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(/^$/);
    advance(2);
    expect(live).toHaveTextContent(timerAnnouncement(store.cart.secondsLeft));
    expect(live.textContent).toMatch(/5 minutes/);
    advance(180);
    expect(live.textContent).toMatch(/2 minutes/);
    advance(90);
    expect(live.textContent).toMatch(/30 seconds/);
  });

  it('changes its live region at 300, 120 and 30 s only, second by second, and the countdown is not live', async () => {
    const { store } = await storeWithCart(cartLasting(310));
    renderAt(<CartTimer />, { store });
    const live = screen.getByRole('status');
    // What a polite live region does: it speaks when its text changes.
    const heard: string[] = [];
    let text = live.textContent;
    for (let tick = 0; tick < 309; tick += 1) {
      advance(1);
      if (live.textContent !== text) heard.push(`${store.cart.secondsLeft}: ${live.textContent}`);
      text = live.textContent;
    }
    expect(store.cart.secondsLeft).toBe(1);
    expect(heard).toEqual([
      '300: Your cart will expire in 5 minutes.',
      '120: Your cart will expire in 2 minutes.',
      '30: Your cart will expire in 30 seconds.',
    ]);
    const countdown = screen.getByText(/Tickets held for/);
    expect(countdown.closest('[aria-live], [role="status"], [role="alert"], [role="timer"], [role="log"]')).toBeNull();
  });

  it('does not read out a threshold passed before it appeared (a page opened with 250 s left)', async () => {
    const { store } = await storeWithCart(cartLasting(250));
    renderAt(<CartTimer />, { store });
    expect(timer()).toHaveClass('chk-timer--warning');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(130);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart will expire in 2 minutes.');
  });
});
