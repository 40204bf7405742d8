import { screen } from '@testing-library/react';
import { member, renderListing } from '../event-listing/listing-test-helpers';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('MembersBanner', () => {
  it('welcomes a signed-in member by first name and says members-only events are included', async () => {
    await renderListing({ user: member({ firstName: 'Ada' }) });
    const banner = screen.getByRole('complementary', { name: 'Members' });
    expect(banner).toHaveTextContent('Welcome back, Ada!');
    expect(banner).toHaveTextContent('Members-only events are included below.');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('does not promise members-only events to a signed-in visitor without a current membership', async () => {
    await renderListing({ user: member({ firstName: 'Ada' }, false) });
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(screen.queryByText('Members-only events are included below.')).not.toBeInTheDocument();
  });

  it('offers login and sign-up links to a visitor who is not signed in', async () => {
    await renderListing({ user: null });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows nothing while the session is still being read', async () => {
    await renderListing();
    expect(screen.queryByRole('complementary', { name: 'Members' })).not.toBeInTheDocument();
  });
});
