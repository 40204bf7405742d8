import { ModalStore } from './modal-store';

describe('ModalStore', () => {
  it('stacks modals by unique name', () => {
    const m = new ModalStore();
    expect(m.top).toBeNull();
    m.open('cart-expired');
    m.open('description');
    expect(m.top).toBe('description');
    expect(m.isOpen('cart-expired')).toBe(true);
    m.open('cart-expired');
    expect(m.stack.map((e) => e.name)).toEqual(['description', 'cart-expired']);
  });

  it('closes by name', () => {
    const m = new ModalStore();
    m.open('a');
    m.open('b');
    m.close('a');
    expect(m.isOpen('a')).toBe(false);
    expect(m.top).toBe('b');
  });

  it('closeTop closes only a closeable top modal', () => {
    const m = new ModalStore();
    m.open('a');
    m.open('expired', { closeable: false });
    expect(m.closeTop()).toBe(false);
    expect(m.top).toBe('expired');
    m.close('expired');
    expect(m.closeTop()).toBe(true);
    expect(m.top).toBeNull();
    expect(m.closeTop()).toBe(false);
  });
});
