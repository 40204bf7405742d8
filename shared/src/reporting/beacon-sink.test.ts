import { beaconSink, clientErrorsUrl } from './beacon-sink';

const report = { level: 'info' as const, message: 'cookies_disabled', context: {} };

describe('beaconSink', () => {
  const original = { sendBeacon: navigator.sendBeacon, fetch: globalThis.fetch };
  afterEach(() => {
    Object.assign(navigator, { sendBeacon: original.sendBeacon });
    globalThis.fetch = original.fetch;
  });

  it('posts to the API base', () => {
    expect(clientErrorsUrl('/api/')).toBe('/api/client_errors');
    expect(clientErrorsUrl('/api')).toBe('/api/client_errors');
  });

  it('uses sendBeacon, and a keepalive fetch when the beacon is refused', () => {
    const sendBeacon = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetch = jest.fn().mockResolvedValue({ status: 204 });
    Object.assign(navigator, { sendBeacon });
    globalThis.fetch = fetch;
    const sink = beaconSink('/api/client_errors');
    sink(report);
    expect(sendBeacon).toHaveBeenCalledWith('/api/client_errors', expect.any(Blob));
    expect(fetch).not.toHaveBeenCalled();
    sink(report);
    expect(fetch).toHaveBeenCalledWith('/api/client_errors', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(report) }));
  });
});
