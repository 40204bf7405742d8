import { ApiError } from '@storefront/shared';
import { fakeApi } from '@storefront/shared/testing';
import { findSessionById } from './find-session';

describe('findSessionById', () => {
  it('answers the session', async () => {
    const api = fakeApi();
    const session = { id: 'se-1' };
    api.events.getSessionDetail.mockResolvedValue({ session, timezone: 'UTC', ticketGroups: [] });
    await expect(findSessionById(api, 'ev-1', 'se-1')).resolves.toBe(session);
    expect(api.events.getSessionDetail).toHaveBeenCalledWith('ev-1', 'se-1');
  });

  it('answers null when the platform does not know the session (404)', async () => {
    const api = fakeApi();
    api.events.getSessionDetail.mockRejectedValue(new ApiError({ status: 404, code: 'not_found' }));
    await expect(findSessionById(api, 'ev-1', 'se-9')).resolves.toBeNull();
  });

  it('lets any other failure through rather than calling the session unknown', async () => {
    const api = fakeApi();
    const down = new ApiError({ status: 503, code: 'service_unavailable' });
    api.events.getSessionDetail.mockRejectedValue(down);
    await expect(findSessionById(api, 'ev-1', 'se-1')).rejects.toBe(down);
  });
});
