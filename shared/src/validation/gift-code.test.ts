import { GIFT_CODE_MESSAGES, giftCodeSchema } from './gift-code';

const errorFor = (code: string) =>
  giftCodeSchema.validate({ code }).then(
    () => null,
    (e: Error) => e.message,
  );

describe('giftCodeSchema', () => {
  it.each(['', '   ', '123456789', '12345678901'])("refuses %p with 'You must enter a valid code'", async (code) => {
    expect(await errorFor(code)).toBe(GIFT_CODE_MESSAGES.invalid);
  });

  it('takes exactly 10 characters, trimmed', async () => {
    expect(await errorFor(' 1234567890 ')).toBeNull();
    expect(giftCodeSchema.cast({ code: ' 1234567890 ' }).code).toBe('1234567890');
  });
});
