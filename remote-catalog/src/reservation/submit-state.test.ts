import { configure } from 'mobx';
import { SubmitState } from './submit-state';

configure({ enforceActions: 'observed' });

describe('SubmitState', () => {
  it('a new submit drops the last error and counts as submitting while it prepares', async () => {
    const state = new SubmitState();
    state.fail('Sold out.');
    let ready!: (v: string) => void;
    const preparing = state.start(new Promise<string>((r) => (ready = r)));
    expect(state).toMatchObject({ error: null, submitting: true });
    ready('rules');
    await expect(preparing).resolves.toBe('rules');
    expect(state.submitting).toBe(false);
  });

  it('is not submitting once the work failed', async () => {
    const state = new SubmitState();
    await expect(state.busyWhile(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(state.submitting).toBe(false);
  });

  it('shows a required code in the code modal and any other refusal as the form error', () => {
    const state = new SubmitState();
    state.show({ kind: 'code-required', message: 'A member code is required.' });
    expect(state).toMatchObject({ codePrompt: 'A member code is required.', error: null });
    state.closeCodePrompt();
    state.show({ kind: 'message', code: 'member_limit_exceeded', message: 'Member limit reached.' });
    expect(state).toMatchObject({ codePrompt: null, error: 'Member limit reached.' });
    state.clearError();
    expect(state.error).toBeNull();
  });
});
