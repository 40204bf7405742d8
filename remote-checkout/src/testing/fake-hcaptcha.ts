/** A fake `window.hcaptcha` for jest: an 'I am human' checkbox answering hCaptcha's test token. */
export const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

type Params = { callback?: (token: string) => void };

export function installFakeHcaptcha() {
  let token = '';
  const api = {
    render: jest.fn((container: HTMLElement, params: Params) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        token = box.checked ? HCAPTCHA_TEST_TOKEN : '';
        if (token) params.callback?.(token);
      });
      label.append(box, 'I am human');
      container.appendChild(label);
      return '0';
    }),
    execute: jest.fn(),
    reset: jest.fn(() => {
      token = '';
    }),
    remove: jest.fn(),
    close: jest.fn(),
    getResponse: jest.fn(() => token),
    getRespKey: jest.fn(() => 'resp-key'),
    setData: jest.fn(),
  };
  (window as unknown as { hcaptcha?: unknown }).hcaptcha = api;
  return api;
}

export function removeFakeHcaptcha() {
  delete (window as unknown as { hcaptcha?: unknown }).hcaptcha;
}
