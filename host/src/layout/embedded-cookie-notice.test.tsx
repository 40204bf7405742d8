import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EmbeddedCookieNotice, canKeepSessionCookie, isEmbeddedWithoutCookies } from './embedded-cookie-notice';

/** A document whose cookie jar keeps cookies, or silently drops them as a blocking browser does. */
function documentWithCookies(keeps: boolean): Document {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      if (!keeps) return;
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  } as Document;
}

function windowLike({ framed, cookieEnabled = true, keepsCookies = true }: { framed: boolean; cookieEnabled?: boolean; keepsCookies?: boolean }): Window {
  const win = { navigator: { cookieEnabled }, document: documentWithCookies(keepsCookies) } as unknown as Window & { parent: Window };
  win.parent = framed ? ({} as Window) : win;
  return win;
}

describe('canKeepSessionCookie', () => {
  it('writes a probe, reads it back and removes it', () => {
    const doc = documentWithCookies(true);
    expect(canKeepSessionCookie(doc)).toBe(true);
    expect(doc.cookie).toBe('');
    expect(canKeepSessionCookie(documentWithCookies(false))).toBe(false);
  });
});

describe('isEmbeddedWithoutCookies', () => {
  it('is false at the top level, whatever the cookies (first-party there)', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: false, keepsCookies: false }))).toBe(false);
  });

  it('is false framed where the cookie is kept (CHIPS)', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: true }))).toBe(false);
  });

  it('is true framed where the cookie is dropped or cookies are off', () => {
    expect(isEmbeddedWithoutCookies(windowLike({ framed: true, keepsCookies: false }))).toBe(true);
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

  it('renders nothing on the server, so the hydrating render matches it (ADR 0017)', () => {
    Object.defineProperty(window, 'parent', { configurable: true, get: () => ({}) });
    jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(renderToString(<EmbeddedCookieNotice />)).toBe('');
  });
});
