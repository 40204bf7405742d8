import { ApiError } from '../api/errors';
import { isCodeProblem } from './code-required-dialog';

const err = (code: string, description: string | null = null, extra: Record<string, unknown> = {}) =>
  new ApiError({ status: 409, code, context: 'reserve', description, extra });

describe('isCodeProblem', () => {
  it.each(['code_not_found', 'code_exhausted', 'no_code_benefit'])('%s keeps the code modal open', (code) => {
    expect(isCodeProblem(err(code, 'x'))).toBe(true);
  });
  it('a code that still does not unlock the rule keeps it open too', () => {
    expect(isCodeProblem(err('rule_blocks_reserve', 'Code required', { block_reason: 'code_required' }))).toBe(true);
  });
  it('anything else closes the modal and is shown on the form', () => {
    expect(isCodeProblem(err('event_session_sold_out'))).toBe(false);
    expect(isCodeProblem(err('rule_blocks_reserve', 'Blocked', { block_reason: 'other' }))).toBe(false);
    expect(isCodeProblem(new Error('network'))).toBe(false);
  });
});
