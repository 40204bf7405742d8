import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, EventNotFoundError, StoreProvider } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { EventPage } from './event-page';

function renderAt(getEvent: jest.Mock) {
  const store = createTestStore({ events: { getEvent } });
  render(
    <MemoryRouter initialEntries={['/events/nope']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/events/:eventId" element={<EventPage />} />
          <Route path="/404" element={<p>not found page</p>} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}

describe('EventPage', () => {
  it('replaces the address with the 404 route when the event does not exist', async () => {
    renderAt(jest.fn().mockRejectedValue(new EventNotFoundError('nope')));
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('shows an unexpected error with a Continue link home', async () => {
    renderAt(
      jest.fn().mockRejectedValue(new ApiError({ status: 503, code: 'busy', context: '', description: 'The platform is busy.', extra: {} })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The platform is busy.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });
});
