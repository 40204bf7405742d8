import { injectSharedStyles, SHARED_STYLES_ID } from '../ui/styles';
import { pageNonce } from './page-nonce';

const pageWith = (head: string) => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = head;
  return doc;
};

describe('pageNonce', () => {
  it('is the nonce of the boot script the server rendered', () => {
    expect(pageNonce(pageWith('<script src="/main.js"></script><script nonce="abc123">window.x=1</script>'))).toBe('abc123');
  });

  it('is undefined on a page without one (a remote run on its own)', () => {
    expect(pageNonce(pageWith('<script src="/main.js"></script>'))).toBeUndefined();
  });

  it('is put on the shared stylesheet, which the CSP allows by nonce only', () => {
    const doc = pageWith('<script nonce="abc123">window.x=1</script>');
    injectSharedStyles(doc);
    expect(doc.getElementById(SHARED_STYLES_ID)!.nonce).toBe('abc123');
  });
});
