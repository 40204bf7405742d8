import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { toApiError, type ApiError } from '../api/errors';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: ApiError };

/**
 * One piece of server data a screen shows (an event, the listing, an order): components
 * call `load` with the API call and read `state`. Only the latest load may write, so a
 * slow answer for the previous event never replaces the current one.
 */
export class Loadable<T> {
  state: LoadState<T> = { status: 'idle' };
  #latest = 0;

  /** `ready` with `initial` when given (data sent with a server-rendered page), else idle. */
  constructor(initial?: { value: T }) {
    if (initial) this.state = { status: 'ready', value: initial.value };
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async load(fetch: () => Promise<T>): Promise<void> {
    const ticket = ++this.#latest;
    this.state = { status: 'loading' };
    try {
      const value = await fetch();
      runInAction(() => {
        if (ticket === this.#latest) this.state = { status: 'ready', value };
      });
    } catch (e) {
      runInAction(() => {
        if (ticket === this.#latest) this.state = { status: 'error', error: toApiError(e) };
      });
    }
  }
}
