import { act, fireEvent, render, screen } from '@testing-library/react';
import { CategoryFilter } from './category-filter';

const categories = ['Admission', 'Tours', 'Workshops', 'Talks'];

/** jsdom does no layout: put each button on its own row, as a narrow window would. */
function mockOneButtonPerRow() {
  return jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('cat-filter__button') ? Array.from(this.parentElement!.children).indexOf(this) * 40 : 0;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('CategoryFilter', () => {
  it('shows All and one toggle button per category while they fit on two rows', () => {
    const onChange = jest.fn();
    render(<CategoryFilter categories={categories} value="Tours" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Category' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('replaces the buttons with a Category dropdown when they wrap onto more than two rows', () => {
    mockOneButtonPerRow();
    const onChange = jest.fn();
    render(<CategoryFilter categories={categories} value="Tours" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('Tours');
    expect(screen.queryByRole('button', { name: 'Tours' })).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'Talks' } });
    expect(onChange).toHaveBeenLastCalledWith('Talks');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the buttons when they wrap onto exactly two rows', () => {
    jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      const i = Array.from(this.parentElement?.children ?? []).indexOf(this);
      return this.classList.contains('cat-filter__button') && i >= 3 ? 40 : 0;
    });
    render(<CategoryFilter categories={categories} value={null} onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('measures again when the window is resized', () => {
    let resized: () => void = () => {};
    const observe = jest.fn();
    window.ResizeObserver = jest.fn((cb: ResizeObserverCallback) => {
      resized = () => cb([], {} as ResizeObserver);
      return { observe, unobserve: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof ResizeObserver;
    try {
      render(<CategoryFilter categories={categories} value={null} onChange={jest.fn()} />);
      expect(observe).toHaveBeenCalled();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      mockOneButtonPerRow();
      act(() => resized());
      expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    } finally {
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('keeps a category from the address that the listing no longer offers', () => {
    render(<CategoryFilter categories={categories} value="Gone" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Gone' })).toHaveAttribute('aria-pressed', 'true');
  });
});
