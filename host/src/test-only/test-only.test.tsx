import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RootStore, StoreProvider } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { LoginModesPage } from './login-modes-page';
import { LOGIN_MODE_LABELS, testOnlyEnabled, withTestOverrides } from './test-only';

describe('withTestOverrides', () => {
  it('is on outside production builds (jest runs as test), and in production only when the server says so', () => {
    expect(testOnlyEnabled(testPageConfig)).toBe(true);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(testOnlyEnabled(testPageConfig)).toBe(false);
      expect(testOnlyEnabled({ ...testPageConfig, testRoutes: true })).toBe(true);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('replaces the login mode for this page load and marks the test routes on', () => {
    const config = withTestOverrides(testPageConfig, '?login_mode=scan_code&redirect=%2Fevents');
    expect(config.seller.web.login_mode).toBe('scan_code');
    expect(config.testRoutes).toBe(true);
    expect(testPageConfig.seller.web.login_mode).toBeUndefined();
  });

  it.each(['', '?login_mode=admin', '?login_mode=toString'])('keeps the seller config for %j', (search) => {
    expect(withTestOverrides(testPageConfig, search).seller).toBe(testPageConfig.seller);
  });

  it('never overrides in production', () => {
    expect(withTestOverrides(testPageConfig, '?login_mode=otp', false)).toBe(testPageConfig);
  });
});

describe('LoginModesPage', () => {
  it('links every login mode to the login screen of this seller, with its prefix', () => {
    const pageConfig = { ...testPageConfig, basePath: '/city-museum', seller: { ...testPageConfig.seller, web: { login_path: '/sign-in' } } };
    const store = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage() });
    render(
      <MemoryRouter>
        <StoreProvider store={store}>
          <LoginModesPage />
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Login modes' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Object.keys(LOGIN_MODE_LABELS).map((mode) => `/city-museum/sign-in?login_mode=${mode}`),
    );
    expect(screen.getByRole('link', { name: /^scan_code: Member ID and ZIP code$/ })).toBeInTheDocument();
  });
});
