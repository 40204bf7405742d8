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
