import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { EventSummary } from '@storefront/shared';
import { EventCard, type EventCardProps } from './event-card';
import { eventSummary } from './listing-test-helpers';

function renderCard(o: Partial<EventSummary>, includeFees: boolean) {
  render(
    <MemoryRouter>
      <EventCard event={eventSummary(o)} currency="USD" includeFees={includeFees} />
    </MemoryRouter>,
  );
}

describe('EventCard price (spec 01 §9)', () => {
  it.each([
    [true, 'From $26.50'],
    [false, 'From $25.00'],
  ])("advertise including fees %s: the cheapest ticket's price shows as %s", (advertise, text) => {
    renderCard({ fromPriceMinor: 2500, fromFeesMinor: 150 }, advertise);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("shows 'Free' only when price and fees are both 0 (including fees)", () => {
    renderCard({ fromPriceMinor: 0, fromFeesMinor: 0 }, true);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('shows the fees of a 0-priced ticket instead of Free when including fees', () => {
    renderCard({ fromPriceMinor: 0, fromFeesMinor: 150 }, true);
    expect(screen.getByText('From $1.50')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('shows no price without a priced ticket type', () => {
    renderCard({ fromPriceMinor: null }, true);
    expect(screen.queryByText(/From|Free/)).not.toBeInTheDocument();
  });
});

describe('EventCard image (spec 01 §9 teaser 272 by 216)', () => {
  function renderWithImage(props: Partial<EventCardProps>) {
    render(
      <MemoryRouter>
        <EventCard event={eventSummary({ imageUrl: '/api/images/zoo-day.svg', imageAlt: 'A giraffe' })} currency="USD" {...props} />
      </MemoryRouter>,
    );
    return screen.getByRole('img', { name: 'A giraffe' });
  }

  it('reserves its box, asks for twice its size and loads lazily off the first screen', () => {
    const image = renderWithImage({});
    expect(image).toHaveAttribute('width', '272');
    expect(image).toHaveAttribute('height', '216');
    expect(image).toHaveAttribute('src', '/api/images/zoo-day.svg?width=544&height=432');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('loads at once when the listing says the card is on the first screen', () => {
    expect(renderWithImage({ imageLoading: 'eager' })).toHaveAttribute('loading', 'eager');
  });
});
