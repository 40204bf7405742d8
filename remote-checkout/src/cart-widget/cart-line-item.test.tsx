import { render, screen } from '@testing-library/react';
import { cartItem } from '@storefront/shared/testing';
import { CartLineItem } from './cart-line-item';

describe('CartLineItem thumbnail (spec 01 §9 cart thumbnail 64 by 51)', () => {
  it('reserves its box and asks for twice its size', () => {
    render(
      <ul>
        <CartLineItem item={cartItem({ imageUrl: '/api/images/zoo-day.svg', imageAlt: 'A giraffe' })} currency="USD" includeFees={false} />
      </ul>,
    );
    const thumbnail = screen.getByRole('img', { name: 'A giraffe' });
    expect(thumbnail).toHaveAttribute('width', '64');
    expect(thumbnail).toHaveAttribute('height', '51');
    expect(thumbnail).toHaveAttribute('src', '/api/images/zoo-day.svg?width=128&height=102');
  });
});

describe('CartLineItem seats (spec 01 §2 Seat selection)', () => {
  const renderLine = (seatNames: string[]) =>
    render(
      <ul>
        <CartLineItem item={cartItem({ seatNames })} currency="USD" includeFees={false} />
      </ul>,
    );

  it('names the seated tickets\' seats under the line, in the order the cart gives them', () => {
    renderLine(['Stalls C12', 'Stalls C13']);
    expect(screen.getByText('Seats: Stalls C12, Stalls C13')).toBeInTheDocument();
  });

  it('says Seat for one seat', () => {
    renderLine(['Balcony A3']);
    expect(screen.getByText('Seat: Balcony A3')).toBeInTheDocument();
  });

  it('says nothing about seats for unseated tickets', () => {
    renderLine([]);
    expect(screen.queryByText(/^Seats?:/)).not.toBeInTheDocument();
  });
});
