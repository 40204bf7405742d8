import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouterRules } from './router-rules';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterRules />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouterRules', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('removes a trailing slash and keeps the query', () => {
    renderAt('/events/42/?date=2026-12-01');
    expect(screen.getByTestId('where')).toHaveTextContent('/events/42?date=2026-12-01');
  });

  it('leaves the slash on paths that end on the 404 page', () => {
    renderAt('/no-such-page/');
    expect(screen.getByTestId('where')).toHaveTextContent('/no-such-page/');
  });

  it('scrolls to top, and asks a parent frame to do the same', () => {
    const parent = { postMessage: jest.fn() };
    const original = Object.getOwnPropertyDescriptor(window, 'parent')!;
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
    try {
      renderAt('/events');
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'scrollTop' }, '*');
    } finally {
      Object.defineProperty(window, 'parent', original);
    }
  });
});
