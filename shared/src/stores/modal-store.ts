import { makeAutoObservable } from 'mobx';

export interface ModalEntry {
  name: string;
  closeable: boolean;
}

/** Stack of open modals by unique name (spec 01 §4 Modals). */
export class ModalStore {
  stack: ModalEntry[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Opens `name` on top; an already open modal moves to the top. */
  open(name: string, { closeable = true }: { closeable?: boolean } = {}): void {
    this.stack = [...this.stack.filter((m) => m.name !== name), { name, closeable }];
  }

  close(name: string): void {
    this.stack = this.stack.filter((m) => m.name !== name);
  }

  /** Closes every modal (the session ended, spec 03 §4). */
  closeAll(): void {
    this.stack = [];
  }

  /** Closes the topmost modal if it is closeable (Escape); returns whether one closed. */
  closeTop(): boolean {
    const top = this.stack[this.stack.length - 1];
    if (!top || !top.closeable) return false;
    this.stack = this.stack.slice(0, -1);
    return true;
  }

  isOpen(name: string): boolean {
    return this.stack.some((m) => m.name === name);
  }

  /** Name of the topmost modal, or null. */
  get top(): string | null {
    return this.stack[this.stack.length - 1]?.name ?? null;
  }

  get topEntry(): ModalEntry | null {
    return this.stack[this.stack.length - 1] ?? null;
  }
}
