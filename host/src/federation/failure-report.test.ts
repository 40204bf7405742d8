import { AVOID_REMOTES_COOKIE, REMOTE_FAILURE_BEACON_PATH, type RemoteFailureReport } from '@storefront/shared';
import { MAX_AVOIDED_VERSIONS, avoidRemoteVersion, readAvoidedVersions, sendFailureReport, withAvoidedVersion } from './failure-report';

/** jsdom's Blob has no `text()`. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const report: RemoteFailureReport = { remote: 'catalog', version: '1.2.0+ab', seller: 'acme', phase: 'load', error: '404', fellBackTo: '1.1.0+cd' };

describe('the avoid cookie', () => {
  afterEach(() => {
    document.cookie = `${AVOID_REMOTES_COOKIE}=; path=/; max-age=0`;
  });

  it('adds a failing version once, as the newest', () => {
    expect(withAvoidedVersion(['catalog@1.2.0+ab', 'checkout@2.0.0+ef'], 'catalog@1.2.0+ab')).toEqual(['checkout@2.0.0+ef', 'catalog@1.2.0+ab']);
  });

  it(`keeps only the newest ${MAX_AVOIDED_VERSIONS}`, () => {
    const many = Array.from({ length: MAX_AVOIDED_VERSIONS }, (_, i) => `catalog@1.${i}.0+ab`);
    const kept = withAvoidedVersion(many, 'catalog@2.0.0+ab');
    expect(kept).toHaveLength(MAX_AVOIDED_VERSIONS);
    expect(kept[0]).toBe('catalog@1.1.0+ab');
    expect(kept.at(-1)).toBe('catalog@2.0.0+ab');
  });

  it('is written for the whole site, URI-encoded, and read back', () => {
    document.cookie = 'sf_visitor_hint=1; path=/';
    avoidRemoteVersion('catalog@1.2.0+ab');
    avoidRemoteVersion('checkout@2.0.0+ef');
    avoidRemoteVersion('catalog@1.2.0+ab');
    expect(document.cookie).toContain(`${AVOID_REMOTES_COOKIE}=checkout%402.0.0%2Bef%2Ccatalog%401.2.0%2Bab`);
    expect(readAvoidedVersions(document.cookie)).toEqual(['checkout@2.0.0+ef', 'catalog@1.2.0+ab']);
  });

  it('reads a malformed cookie as empty', () => {
    expect(readAvoidedVersions(`${AVOID_REMOTES_COOKIE}=%E0%A4%A`)).toEqual([]);
  });
});

describe('the failure report', () => {
  it('goes as a JSON beacon when the browser takes it', async () => {
    const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    const post = jest.fn();
    sendFailureReport(report, { sendBeacon } as unknown as Navigator, post);
    expect(post).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(REMOTE_FAILURE_BEACON_PATH);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await textOf(blob as Blob))).toEqual(report);
  });

  it('else as a keepalive POST', () => {
    const post = jest.fn(() => Promise.resolve({ ok: true } as Response));
    sendFailureReport(report, { sendBeacon: () => false } as unknown as Navigator, post);
    expect(post).toHaveBeenCalledWith(REMOTE_FAILURE_BEACON_PATH, expect.objectContaining({ method: 'POST', body: JSON.stringify(report), keepalive: true }));
  });
});
