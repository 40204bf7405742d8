import { ApiError } from '@storefront/shared';
import { OTP_NO_ARRIVAL_HINT_MS, OTP_RETRY_DELAY_MS, OtpMachine } from './otp-machine';

const apiError = (code: string, extra: Record<string, unknown> = {}, status = 401) => new ApiError({ status, code, extra });

function machineWith(verify: jest.Mock) {
  const deps = {
    verify,
    requestNewCode: jest.fn().mockResolvedValue('token-2'),
    forgetCode: jest.fn(),
  };
  const machine = new OtpMachine(deps);
  machine.start();
  return { machine, deps };
}

afterEach(() => jest.useRealTimers());

describe('OtpMachine', () => {
  it('starts entering, submits, and succeeds once the code is verified', async () => {
    let resolve: (user: string) => void = () => undefined;
    const { machine, deps } = machineWith(jest.fn(() => new Promise((r) => (resolve = r))));
    expect(machine.state).toEqual({ status: 'entering' });

    const submitted = machine.submit('AB34CD');
    expect(machine.state).toEqual({ status: 'submitting', waitingForMail: false });
    expect(machine.canSubmit).toBe(false);
    resolve('ada');
    await submitted;

    expect(deps.verify).toHaveBeenCalledWith('AB34CD');
    expect(machine.state).toEqual({ status: 'success' });
    expect(deps.forgetCode).not.toHaveBeenCalled();
  });

  it('ignores a second submit while one runs', async () => {
    const { machine, deps } = machineWith(jest.fn().mockResolvedValue('ada'));
    await Promise.all([machine.submit('AB34CD'), machine.submit('AB34CD')]);
    expect(deps.verify).toHaveBeenCalledTimes(1);
  });

  it('appends the remaining attempts to a wrong code and lets the visitor correct it', async () => {
    const verify = jest
      .fn()
      .mockRejectedValueOnce(apiError('otp_incorrect', { remaining_attempts: 2 }))
      .mockRejectedValueOnce(apiError('otp_incorrect', { remaining_attempts: 1 }))
      .mockResolvedValueOnce('ada');
    const { machine, deps } = machineWith(verify);

    await machine.submit('AAAAAA');
    expect(machine.state).toEqual({
      status: 'failure',
      reason: 'otp_incorrect',
      message: 'The passcode you entered is invalid. You have 2 attempts remaining.',
    });
    expect(machine.canSubmit).toBe(true);
    expect(machine.mustRequestNewCode).toBe(false);

    await machine.submit('BBBBBB');
    expect(machine.message).toBe('The passcode you entered is invalid. You have 1 attempt remaining.');

    await machine.submit('AB34CD');
    expect(machine.state).toEqual({ status: 'success' });
    expect(deps.forgetCode).not.toHaveBeenCalled();
  });

  it('after 3 wrong codes asks for a new code, forgets the token and refuses more tries until one is sent', async () => {
    const verify = jest.fn().mockRejectedValue(apiError('otp_incorrect'));
    const { machine, deps } = machineWith(verify);

    await machine.submit('AAAAAA');
    expect(machine.message).toBe('The passcode you entered is invalid. You have 2 attempts remaining.');
    await machine.submit('BBBBBB');
    await machine.submit('CCCCCC');
    expect(machine.state).toEqual({
      status: 'failure',
      reason: 'attempts_used_up',
      message: 'The passcode you entered is invalid. Please request a new passcode.',
    });
    expect(machine.mustRequestNewCode).toBe(true);
    expect(deps.forgetCode).toHaveBeenCalledTimes(1);

    await machine.submit('DDDDDD');
    expect(verify).toHaveBeenCalledTimes(3);

    await machine.requestNewCode();
    expect(deps.requestNewCode).toHaveBeenCalledTimes(1);
    expect(machine.state).toEqual({ status: 'entering' });
    expect(machine.incorrectAttempts).toBe(0);
    expect(machine.newCodeSent).toBe(true);
    await machine.submit('EEEEEE');
    expect(verify).toHaveBeenCalledTimes(4);
    expect(machine.newCodeSent).toBe(false);
  });

  it.each([
    ['otp_token_expired', 'otp_token_expired', 'This passcode has expired. Please request a new passcode.'],
    ['not_authorized', 'not_authorized', 'This passcode can no longer be used. Please request a new passcode.'],
    ['too_many_requests', 'other', 'Slow down. Please request a new passcode.'],
  ])('on %s needs a new code', async (code, reason, message) => {
    const { machine, deps } = machineWith(
      jest.fn().mockRejectedValue(new ApiError({ status: code === 'too_many_requests' ? 429 : 401, code, description: 'Slow down.' })),
    );
    await machine.submit('AB34CD');
    expect(machine.state).toEqual({ status: 'failure', reason, message });
    expect(machine.mustRequestNewCode).toBe(true);
    expect(machine.canSubmit).toBe(false);
    expect(deps.forgetCode).toHaveBeenCalledTimes(1);
  });

  it('retries the same code 5 s after not_available_yet', async () => {
    jest.useFakeTimers();
    const verify = jest.fn().mockRejectedValueOnce(apiError('not_available_yet', {}, 409)).mockResolvedValueOnce('ada');
    const { machine } = machineWith(verify);

    await machine.submit('AB34CD');
    expect(machine.state).toEqual({ status: 'submitting', waitingForMail: true });
    await jest.advanceTimersByTimeAsync(OTP_RETRY_DELAY_MS - 1);
    expect(verify).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(verify).toHaveBeenNthCalledWith(2, 'AB34CD');
    expect(machine.state).toEqual({ status: 'success' });
  });

  it('stops retrying once disposed', async () => {
    jest.useFakeTimers();
    const verify = jest.fn().mockRejectedValue(apiError('not_available_yet', {}, 409));
    const { machine } = machineWith(verify);
    await machine.submit('AB34CD');
    machine.dispose();
    await jest.advanceTimersByTimeAsync(OTP_RETRY_DELAY_MS * 2);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('shows the no-arrival hint after 30 s, and counts again from a new code', async () => {
    jest.useFakeTimers();
    const { machine } = machineWith(jest.fn());
    await jest.advanceTimersByTimeAsync(OTP_NO_ARRIVAL_HINT_MS - 1);
    expect(machine.showNoArrivalHint).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(machine.showNoArrivalHint).toBe(true);

    await machine.requestNewCode();
    expect(machine.showNoArrivalHint).toBe(false);
    await jest.advanceTimersByTimeAsync(OTP_NO_ARRIVAL_HINT_MS);
    expect(machine.showNoArrivalHint).toBe(true);
  });

  it('keeps the state and shows the message when a new code cannot be sent', async () => {
    const { machine, deps } = machineWith(jest.fn().mockRejectedValue(apiError('otp_token_expired')));
    await machine.submit('AB34CD');
    deps.requestNewCode.mockRejectedValueOnce(new ApiError({ status: 429, code: 'too_many_requests', description: 'Too many requests.' }));
    await machine.requestNewCode();
    expect(machine.requestError).toBe('Too many requests.');
    expect(machine.mustRequestNewCode).toBe(true);
    expect(machine.requestingCode).toBe(false);
  });
});
