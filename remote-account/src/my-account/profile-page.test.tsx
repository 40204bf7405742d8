import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, RootStore, StoreProvider, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { ProfilePage } from './profile-page';

function renderProfile(signedIn: User) {
  const api = fakeApi();
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn);
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <ProfilePage />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store };
}

/** The profile's entries as shown: [term, value]. */
const entries = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.firstChild!.textContent]);

describe('ProfilePage', () => {
  it('shows e-mail, names and State, none of them editable', () => {
    renderProfile(buildUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', state: 'NY' }));
    expect(entries()).toEqual([
      ['Email', 'ada@example.com'],
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['State', 'NY'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Profile | City Museum of Art');
  });

  it('clears the State through the session, which takes the user the API answers', async () => {
    const { api, store } = renderProfile(buildUser({ id: 'u-7', state: 'NY' }));
    api.identity.updateUser.mockResolvedValue(buildUser({ id: 'u-7', state: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear state' }));
    expect(api.identity.updateUser).toHaveBeenCalledWith('u-7', { state: null });
    expect(store.session.user?.state).toBeNull();
    const message = await screen.findByText('Your state has been cleared.');
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(screen.getByText('State').nextElementSibling as HTMLElement).getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear state' })).not.toBeInTheDocument();
  });

  it('says why the State could not be cleared and keeps it', async () => {
    const { api } = renderProfile(buildUser({ state: 'NY' }));
    api.identity.updateUser.mockRejectedValue(new ApiError({ status: 400, code: 'validation_failed', description: 'State cannot be changed.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear state' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('State cannot be changed.');
    expect(screen.getByRole('button', { name: 'Clear state' })).toBeEnabled();
  });

  it('offers no Clear button without a State', () => {
    renderProfile(buildUser({ state: null }));
    expect(screen.queryByRole('button', { name: 'Clear state' })).not.toBeInTheDocument();
  });
});
