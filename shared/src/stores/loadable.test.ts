import { ApiError, EventNotFoundError } from '../api/errors';
import { Loadable } from './loadable';

describe('Loadable', () => {
  it('goes from loading to ready with the value', async () => {
    const item = new Loadable<number>();
    const done = item.load(async () => 42);
    expect(item.state).toEqual({ status: 'loading' });
    await done;
    expect(item.state).toEqual({ status: 'ready', value: 42 });
  });

  it('keeps the error as an ApiError, subclasses included', async () => {
    const item = new Loadable<number>();
    await item.load(() => Promise.reject(new EventNotFoundError('ev-9')));
    expect(item.state.status).toBe('error');
    expect(item.state.status === 'error' && item.state.error).toBeInstanceOf(EventNotFoundError);

    await item.load(() => Promise.reject(new Error('socket hang up')));
    expect(item.state.status === 'error' && item.state.error).toBeInstanceOf(ApiError);
  });

  it('ignores the answer of a load that a newer load replaced', async () => {
    const item = new Loadable<string>();
    let answerFirst!: (v: string) => void;
    const first = item.load(() => new Promise<string>((resolve) => (answerFirst = resolve)));
    await item.load(async () => 'second');
    answerFirst('first');
    await first;
    expect(item.state).toEqual({ status: 'ready', value: 'second' });
  });
});

describe('Loadable with data sent with the page', () => {
  it('starts ready with it', () => {
    expect(new Loadable({ value: 42 }).state).toEqual({ status: 'ready', value: 42 });
    expect(new Loadable<number>().state).toEqual({ status: 'idle' });
  });
});
