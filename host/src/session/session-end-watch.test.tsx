import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LEGACY_MEMBER_KEYS, RootStore, SESSION_MARKER_COOKIE, StoreProvider } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { SessionEndWatch } from './session-end-watch';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const setMarker = (value: string | null) => {
  document.cookie = value === null ? `${SESSION_MARKER_COOKIE}=; max-age=0` : `${SESSION_MARKER_COOKIE}=${value}`;
};

function renderWatch(storage = memoryStorage()) {
  const api = fakeApi();
  api.identity.logout.mockResolvedValue(undefined);
  const store = new RootStore({ pageConfig: testPageConfig, api, storage });
  store.session.hydrate(user({ email: 'ada@example.com' }));
  store.modals.open('membership-details');
  render(
    <MemoryRouter initialEntries={['/my/profile']}>
      <StoreProvider store={store}>
        <SessionEndWatch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return store;
}

describe('SessionEndWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setMarker(null);
  });

  it('keeps a member whose session marker is live', () => {
    setMarker(String(Math.floor(Date.now() / 1000) + 3600));
    const store = renderWatch();
    act(() => jest.advanceTimersByTime(3000));
    expect(store.session.isSignedIn).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/my/profile');
  });

  it('within a second of the marker vanishing, clears the session, closes modals and sends the visitor home', () => {
    setMarker(String(Math.floor(Date.now() / 1000) + 3600));
    const store = renderWatch();
    setMarker(null);
    act(() => jest.advanceTimersByTime(1000));
    expect(store.session.isSignedIn).toBe(false);
    expect(store.modals.top).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('removes the member data older storefronts kept, on start', () => {
    const storage = memoryStorage(Object.fromEntries(LEGACY_MEMBER_KEYS.map((key) => [key, '{"id":1}'])));
    renderWatch(storage);
    for (const key of LEGACY_MEMBER_KEYS) expect(storage.getItem(key)).toBeNull();
  });
});
