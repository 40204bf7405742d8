import { fakeApi, memoryStorage } from '../testing/fake-api';
import { DEVICE_ID_KEY, FeatureFlagStore } from './feature-flag-store';

describe('FeatureFlagStore', () => {
  it('asks for this seller and a device id kept across visits, and answers defaults until then', async () => {
    const api = fakeApi();
    const storage = memoryStorage();
    api.identity.getFeatureFlags.mockResolvedValue({ my_profile: false, beta: true });
    const flags = new FeatureFlagStore({ api, storage, sellerId: 's-1', newDeviceId: () => 'device-1' });
    expect(flags.isOn('my_profile')).toBe(true);
    expect(flags.isOn('my_tickets')).toBe(false);
    await flags.load();
    expect(api.identity.getFeatureFlags).toHaveBeenCalledWith({ sellerId: 's-1', deviceId: 'device-1' });
    expect(storage.getItem(DEVICE_ID_KEY)).toBe('device-1');
    expect([flags.loaded, flags.isOn('my_profile'), flags.isOn('beta'), flags.isOn('my_account')]).toEqual([true, false, true, true]);

    const again = new FeatureFlagStore({ api, storage, sellerId: 's-1', newDeviceId: () => 'device-2' });
    expect(again.deviceId()).toBe('device-1');
  });

  it('keeps the defaults when the service fails', async () => {
    const api = fakeApi();
    api.identity.getFeatureFlags.mockRejectedValue(new Error('down'));
    const flags = new FeatureFlagStore({ api, storage: memoryStorage(), sellerId: 's-1' });
    await flags.load();
    expect([flags.loaded, flags.isOn('my_account'), flags.isOn('my_tickets')]).toEqual([true, true, false]);
  });
});
