import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StoreProvider, type User } from '@storefront/shared';
import { createTestStore, user as buildUser } from '@storefront/shared/testing';
import { MemberMenu } from './member-menu';

const ada: User = buildUser({ identityId: 'i-1', email: 'member@example.com' });

async function renderMenu(user: User | null) {
  const store = createTestStore({ identity: { getUser: jest.fn().mockResolvedValue(user) } });
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <MemberMenu />
      </StoreProvider>
    </MemoryRouter>,
  );
  await act(() => store.session.load());
}

describe('MemberMenu', () => {
  it('offers Register and Login to a guest', async () => {
    await renderMenu(null);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('greets a member by first name and offers Log out', async () => {
    await renderMenu(ada);
    expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
