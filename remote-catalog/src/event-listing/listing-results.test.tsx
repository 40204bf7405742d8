import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { eventSummary } from './listing-test-helpers';
import { EAGER_TEASERS, ListingResults } from './listing-results';

describe('ListingResults teaser images', () => {
  it('loads the first row at once and the rest lazily', () => {
    const events = Array.from({ length: EAGER_TEASERS + 2 }, (_, i) => eventSummary({ id: `ev-${i}`, imageAlt: `Event ${i}` }));
    render(
      <MemoryRouter>
        <ListingResults events={events} error={null} currency="USD" filtered={false} onClearFilters={() => undefined} />
      </MemoryRouter>,
    );
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(EAGER_TEASERS).fill('eager'), 'lazy', 'lazy']);
  });
});
