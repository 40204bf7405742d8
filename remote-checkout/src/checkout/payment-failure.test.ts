import { ApiError } from '@storefront/shared';
import { ProviderFailure, failureLines, isProviderRefusal, providerFailureLines } from './payment-failure';

describe('providerFailureLines', () => {
  it('says the card was not charged, the provider message, then the edit hint', () => {
    const declined = new ApiError({ status: 402, code: 'card_declined', description: 'Your card has insufficient funds.' });
    expect(providerFailureLines(declined, false)).toEqual([
      'Your card has not been charged. Your card has insufficient funds.',
      'Please edit your payment details and try again.',
    ]);
  });

  it('adds the ZIP note for a wallet postcode error', () => {
    expect(providerFailureLines(new ProviderFailure('incorrect_zip', 'The ZIP code you supplied failed validation.'), true)).toEqual([
      'Your card has not been charged. The ZIP code you supplied failed validation.',
      'Please check the ZIP code of the address in your wallet.',
      'Please edit your payment details and try again.',
    ]);
  });

  it('falls back to a default when the provider gives no message', () => {
    expect(providerFailureLines(new ProviderFailure(null, null), false)[0]).toBe('Your card has not been charged. Your payment could not be processed.');
  });
});

describe('failureLines', () => {
  it.each([
    [new ApiError({ status: 403, code: 'forbidden' }), true, 'This cart belongs to another member'],
    [new ApiError({ status: 400, code: 'validation_failed', description: 'At least one payment entry is required.' }), false, 'There were errors found in the information you submitted. Please address the errors and re-submit the form.'],
    [new ApiError({ status: 400, code: 'payment_not_supported' }), false, 'Payment is not supported for this amount.'],
    [new ApiError({ status: 409, code: 'rule_blocks_reserve', context: 'checkout_rules', description: 'A code is needed to check out.' }), false, 'A code is needed to check out.'],
    [new ApiError({ status: null, code: 'unexpected' }), false, 'Sorry, something unexpected happened. Please try again later.'],
  ])('%s', (error, member, text) => {
    expect(failureLines(error, member).lines).toEqual([text]);
  });

  it('tells provider refusals from next steps', () => {
    expect(isProviderRefusal(new ApiError({ status: 402, code: 'card_declined' }))).toBe(true);
    expect(isProviderRefusal(new ApiError({ status: 402, code: 'intent_requires_action' }))).toBe(false);
    expect(isProviderRefusal(new ApiError({ status: 402, code: 'intent_processing' }))).toBe(false);
  });
});
