import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StoreProvider } from '../stores/context';
import { createTestStore } from '../testing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says so in the page title (WCAG 2.4.2), and links home keeping the query', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere?tg=1']}>
        <StoreProvider store={createTestStore({})}>
          <NotFoundPage />
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Page not found | City Museum of Art');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/?tg=1');
  });
});
