import { render, screen } from '@testing-library/react';
import { EmbeddedCookieNotice, isEmbeddedWithoutCookies } from './embedded-cookie-notice';

const denied = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

/** A window as the storefront sees itself: framed or not, cookies on or off, storage usable or refused. */
function windowLike({ framed, cookieEnabled = true, storageBlocked = false }: { framed: boolean; cookieEnabled?: boolean; storageBlocked?: boolean }): Window {
  const win = { navigator: { cookieEnabled } } as unknown as Window & { parent: Window };
  win.parent = framed ? ({} as Window) : win;
  Object.defineProperty(win, 'localStorage', storageBlocked ? { get: denied } : { value: window.localStorage });
  return win;
}

describe('isEmbeddedWithoutCookies', () => {
  it('is false at the top level, even with storage refused (the cookie is first-party there)', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: false, storageBlocked: true }))).toBe(false);
  });

  it('is false framed with storage and cookies allowed (CHIPS)', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: true }))).toBe(false);
  });

  it('is true framed with storage refused or cookies off', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: true, storageBlocked: true }))).toBe(true);
    expect(isEmbeddedWithoutCookies(windowLike({ framed: true, cookieEnabled: false }))).toBe(true);
  });
});

describe('EmbeddedCookieNotice', () => {
  const topWindow = Object.getOwnPropertyDescriptor(window, 'parent')!;
  afterEach(() => Object.defineProperty(window, 'parent', topWindow));

  it('shows nothing at the top level', () => {
    render(<EmbeddedCookieNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('framed without cookies, says so and links the same page in a new tab', () => {
    Object.defineProperty(window, 'parent', { configurable: true, get: () => ({}) });
    jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    render(<EmbeddedCookieNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Your browser is blocking cookies for this embedded storefront.');
    const link = screen.getByRole('link', { name: 'Open the storefront in a new tab' });
    expect(link).toHaveAttribute('href', window.location.href);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
