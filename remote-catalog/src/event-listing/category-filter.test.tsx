import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CategoryFilter } from './category-filter';

const categories = ['Admission', 'Tours', 'Workshops', 'Talks'];
/** Enough buttons to be estimated past two rows on a phone (City Museum's categories). */
const manyCategories = ['Admission', 'Evenings', 'Family', 'Gift cards', 'Membership', 'Music', 'Special Events', 'Support', 'Tours', 'Workshops'];

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

  it('measures again when the window is resized, both ways', () => {
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
      const oneButtonPerRow = mockOneButtonPerRow();
      act(() => resized());
      expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
      oneButtonPerRow.mockRestore();
      act(() => resized());
      expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    } finally {
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('keeps a category from the address that the listing no longer offers', () => {
    render(<CategoryFilter categories={categories} value="Gone" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Gone' })).toHaveAttribute('aria-pressed', 'true');
  });

  describe('before the first measurement (server markup, hydration)', () => {
    function serverMarkup(offered: string[]) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<CategoryFilter categories={offered} value={null} onChange={jest.fn()} />);
      document.body.append(container);
      return container;
    }

    async function hydrate(container: HTMLElement, offered: string[]) {
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <CategoryFilter categories={offered} value={null} onChange={jest.fn()} />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      return mismatches;
    }

    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('sends both controls, one label naming each, and the width below which CSS shows the dropdown', () => {
      const container = serverMarkup(manyCategories);
      const filter = container.querySelector('.cat-filter--category')!;
      expect(filter).toHaveClass('cat-filter--undecided');
      expect(filter.className).toMatch(/cat-filter--dropdown-below-\d+/);
      expect(within(container).getByRole('group', { name: 'Category' })).toBeInTheDocument();
      expect(within(container).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
      expect(container.querySelectorAll('.cat-filter__label')).toHaveLength(1);
    });

    it('estimates no dropdown for a few short categories', () => {
      const filter = serverMarkup(['Admission', 'Experiences']).querySelector('.cat-filter--category')!;
      expect(filter).toHaveClass('cat-filter--undecided');
      expect(filter.className).not.toMatch(/dropdown-below/);
    });

    it('hydrates without a mismatch, then keeps the buttons when they measure on two rows or fewer', async () => {
      const container = serverMarkup(manyCategories);
      expect(await hydrate(container, manyCategories)).toEqual([]);
      const filter = container.querySelector('.cat-filter--category')!;
      expect(filter.className).toBe('cat-filter cat-filter--category');
      expect(within(container).getByRole('group', { name: 'Category' })).toBeInTheDocument();
      expect(within(container).queryByRole('combobox')).not.toBeInTheDocument();
    });

    it('hydrates without a mismatch, then shows only the dropdown when the buttons measure on more rows', async () => {
      const container = serverMarkup(categories);
      mockOneButtonPerRow();
      expect(await hydrate(container, categories)).toEqual([]);
      expect(container.querySelector('.cat-filter--category')!.className).toBe('cat-filter cat-filter--category');
      expect(within(container).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
      expect(within(container).queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    });
  });
});
