import { when } from 'mobx';
import { ApiError } from '@storefront/shared';
import { fakeApi, order } from '@storefront/shared/testing';
import { MemberOrdersStore } from './member-orders-store';

describe('MemberOrdersStore', () => {
  it('reads the orders once and lists them newest first', async () => {
    const api = fakeApi();
    const older = order({ id: 'o-old', purchasedOn: '2026-10-01T10:00:00.000Z' });
    const newer = order({ id: 'o-new', purchasedOn: '2026-11-01T10:00:00.000Z' });
    api.orders.getMyOrders.mockResolvedValue([older, newer]);
    const store = new MemberOrdersStore(api);
    expect(api.orders.getMyOrders).not.toHaveBeenCalled();
    store.ensureLoaded();
    store.ensureLoaded();
    await when(() => store.orders !== null);
    store.ensureLoaded();
    expect(store.orders?.map((o) => o.id)).toEqual(['o-new', 'o-old']);
    expect(store.order('o-old')).toBe(older);
    expect(store.order('o-unknown')).toBeNull();
    expect(api.orders.getMyOrders).toHaveBeenCalledTimes(1);
  });

  it('keeps the error and reads again on reload', async () => {
    const api = fakeApi();
    api.orders.getMyOrders.mockRejectedValueOnce(new ApiError({ status: null, code: 'unexpected' })).mockResolvedValueOnce([order()]);
    const store = new MemberOrdersStore(api);
    store.ensureLoaded();
    await when(() => store.state.status === 'error');
    store.ensureLoaded();
    expect(api.orders.getMyOrders).toHaveBeenCalledTimes(1);
    store.reload();
    await when(() => store.orders !== null);
    expect(store.orders).toHaveLength(1);
  });
});
