import { configure } from 'mobx';
import { TermsAcceptance } from './terms-acceptance';

configure({ enforceActions: 'observed' });

const REQUIRED = 'Please accept the terms and conditions.';

describe('TermsAcceptance (spec 02 §2/§5)', () => {
  it('without a text there is nothing to tick', () => {
    const terms = new TermsAcceptance({ settings: { termsText: '' } });
    expect(terms.missing).toBe(false);
    terms.check();
    expect(terms.error).toBeNull();
  });

  it('a text must be ticked; ticking clears the message, a partial payment asks again', () => {
    const terms = new TermsAcceptance({ settings: { termsText: 'No refunds.' } });
    expect(terms.missing).toBe(true);
    terms.check();
    expect(terms.error).toBe(REQUIRED);
    terms.setAccepted(true);
    expect(terms).toMatchObject({ missing: false, error: null });
    terms.check();
    expect(terms.error).toBeNull();
    terms.reset();
    expect(terms.missing).toBe(true);
    terms.refuse();
    expect(terms.error).toBe(REQUIRED);
  });
});
