/** An `Api` whose every call is a jest mock (store tests). */
import type { Api } from '../api';
import type { HttpClient } from '../api/transport';

export function fakeApi() {
  const api = {
    http: {} as HttpClient,
    events: {
      listAvailableEvents: jest.fn(),
      getEvent: jest.fn(),
      getCalendar: jest.fn(),
      getSessions: jest.fn(),
      getPricedSessions: jest.fn(),
      getPricedCalendar: jest.fn(),
      getSessionDetail: jest.fn(),
      getSeatMap: jest.fn(),
      getSeatStates: jest.fn(),
      pricecheck: jest.fn(),
      getTicketGroup: jest.fn(),
      getMembershipRules: jest.fn(),
    },
    cart: {
      reserve: jest.fn(),
      removeTickets: jest.fn(),
      getCart: jest.fn(),
      deleteCart: jest.fn(),
      extendCart: jest.fn(),
      applyCode: jest.fn(),
      lookupCode: jest.fn(),
      getInjectedCart: jest.fn(),
      editOrder: jest.fn(),
      changeOrderEdit: jest.fn(),
    },
    payments: {
      pay: jest.fn(),
      payInjected: jest.fn(),
      guestCheckout: jest.fn(),
      memberCheckout: jest.fn(),
      injectedCheckout: jest.fn(),
      lookupGiftCard: jest.fn(),
      getSavedPaymentMethods: jest.fn(),
    },
    orders: {
      getOrders: jest.fn(),
      getOrder: jest.fn(),
      grantOrderAccess: jest.fn(),
      getMyOrders: jest.fn(),
      cancelOrderTickets: jest.fn(),
      emailOrder: jest.fn(),
      resendOrders: jest.fn(),
      resendMyOrders: jest.fn(),
      walletPrecheck: jest.fn(),
    },
    identity: {
      createIdentity: jest.fn(),
      login: jest.fn(),
      logout: jest.fn(),
      getUser: jest.fn(),
      requestOtp: jest.fn(),
      requestPasswordReset: jest.fn(),
      validatePasswordReset: jest.fn(),
      resetPassword: jest.fn(),
      requestMembershipReminder: jest.fn(),
      createUser: jest.fn(),
      updateUser: jest.fn(),
      getFeatureFlags: jest.fn(),
    },
    memberships: {
      getMyMemberships: jest.fn(),
      createGiftee: jest.fn(),
      giftCheckout: jest.fn(),
      lookupGiftCode: jest.fn(),
      cancelAutoRenew: jest.fn(),
    },
  } satisfies Api;
  return api;
}

/** A Storage kept in memory. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}
