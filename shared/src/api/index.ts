import * as cart from './cart';
import * as events from './events';
import * as identity from './identity';
import * as memberships from './memberships';
import * as orders from './orders';
import * as payments from './payments';
import type { HttpClient } from './transport';

export * from './errors';
export * from './transport';
export * from './events';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './identity';
export * from './memberships';

type Bound<F> = F extends (http: HttpClient, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * The API with the transport bound: what stores and components receive.
 * `api.cart.getCart(id)`, `api.events.getEvent(id)`, …
 */
export interface Api {
  http: HttpClient;
  events: {
    listAvailableEvents: Bound<typeof events.listAvailableEvents>;
    getEvent: Bound<typeof events.getEvent>;
    getCalendar: Bound<typeof events.getCalendar>;
    getSessions: Bound<typeof events.getSessions>;
    getPricedSessions: Bound<typeof events.getPricedSessions>;
    getPricedCalendar: Bound<typeof events.getPricedCalendar>;
    getSessionDetail: Bound<typeof events.getSessionDetail>;
    getSeatMap: Bound<typeof events.getSeatMap>;
    getSeatStates: Bound<typeof events.getSeatStates>;
    pricecheck: Bound<typeof events.pricecheck>;
    getTicketGroup: Bound<typeof events.getTicketGroup>;
    getMembershipRules: Bound<typeof events.getMembershipRules>;
  };
  cart: {
    reserve: Bound<typeof cart.reserve>;
    removeTickets: Bound<typeof cart.removeTickets>;
    getCart: Bound<typeof cart.getCart>;
    deleteCart: Bound<typeof cart.deleteCart>;
    extendCart: Bound<typeof cart.extendCart>;
    applyCode: Bound<typeof cart.applyCode>;
    lookupCode: Bound<typeof cart.lookupCode>;
    getInjectedCart: Bound<typeof cart.getInjectedCart>;
    editOrder: Bound<typeof cart.editOrder>;
    changeOrderEdit: Bound<typeof cart.changeOrderEdit>;
  };
  payments: {
    pay: Bound<typeof payments.pay>;
    payInjected: Bound<typeof payments.payInjected>;
    guestCheckout: Bound<typeof payments.guestCheckout>;
    memberCheckout: Bound<typeof payments.memberCheckout>;
    injectedCheckout: Bound<typeof payments.injectedCheckout>;
    lookupGiftCard: Bound<typeof payments.lookupGiftCard>;
    getSavedPaymentMethods: Bound<typeof payments.getSavedPaymentMethods>;
  };
  orders: {
    getOrders: Bound<typeof orders.getOrders>;
    getOrder: Bound<typeof orders.getOrder>;
    grantOrderAccess: Bound<typeof orders.grantOrderAccess>;
    getMyOrders: Bound<typeof orders.getMyOrders>;
    cancelOrderTickets: Bound<typeof orders.cancelOrderTickets>;
    emailOrder: Bound<typeof orders.emailOrder>;
    resendOrders: Bound<typeof orders.resendOrders>;
    resendMyOrders: Bound<typeof orders.resendMyOrders>;
    walletPrecheck: Bound<typeof orders.walletPrecheck>;
  };
  identity: {
    createIdentity: Bound<typeof identity.createIdentity>;
    login: Bound<typeof identity.login>;
    logout: Bound<typeof identity.logout>;
    getUser: Bound<typeof identity.getUser>;
    requestOtp: Bound<typeof identity.requestOtp>;
    requestPasswordReset: Bound<typeof identity.requestPasswordReset>;
    validatePasswordReset: Bound<typeof identity.validatePasswordReset>;
    resetPassword: Bound<typeof identity.resetPassword>;
    requestMembershipReminder: Bound<typeof identity.requestMembershipReminder>;
    createUser: Bound<typeof identity.createUser>;
    updateUser: Bound<typeof identity.updateUser>;
    getFeatureFlags: Bound<typeof identity.getFeatureFlags>;
  };
  memberships: {
    getMyMemberships: Bound<typeof memberships.getMyMemberships>;
    createGiftee: Bound<typeof memberships.createGiftee>;
    giftCheckout: Bound<typeof memberships.giftCheckout>;
    lookupGiftCode: Bound<typeof memberships.lookupGiftCode>;
    cancelAutoRenew: Bound<typeof memberships.cancelAutoRenew>;
  };
}

export function createApi(http: HttpClient): Api {
  return {
    http,
    events: {
      listAvailableEvents: (q) => events.listAvailableEvents(http, q),
      getEvent: (id, q) => events.getEvent(http, id, q),
      getCalendar: (eventId, q) => events.getCalendar(http, eventId, q),
      getSessions: (eventId, q) => events.getSessions(http, eventId, q),
      getPricedSessions: (eventId, quantities, q) => events.getPricedSessions(http, eventId, quantities, q),
      getPricedCalendar: (eventId, quantities, q) => events.getPricedCalendar(http, eventId, quantities, q),
      getSessionDetail: (eventId, sessionId) => events.getSessionDetail(http, eventId, sessionId),
      getSeatMap: (eventId, sessionId) => events.getSeatMap(http, eventId, sessionId),
      getSeatStates: (eventId, sessionId) => events.getSeatStates(http, eventId, sessionId),
      pricecheck: (eventId, typeIds) => events.pricecheck(http, eventId, typeIds),
      getTicketGroup: (id, handler) => events.getTicketGroup(http, id, handler),
      getMembershipRules: (sellerId) => events.getMembershipRules(http, sellerId),
    },
    cart: {
      reserve: (cartId, request) => cart.reserve(http, cartId, request),
      removeTickets: (cartId, ticketIds) => cart.removeTickets(http, cartId, ticketIds),
      getCart: (cartId) => cart.getCart(http, cartId),
      deleteCart: (cartId) => cart.deleteCart(http, cartId),
      extendCart: (cartId, expiresAt) => cart.extendCart(http, cartId, expiresAt),
      applyCode: (cartId, code) => cart.applyCode(http, cartId, code),
      lookupCode: (code, mode) => cart.lookupCode(http, code, mode),
      getInjectedCart: (cartId) => cart.getInjectedCart(http, cartId),
      editOrder: (orderId, change) => cart.editOrder(http, orderId, change),
      changeOrderEdit: (cartId, change) => cart.changeOrderEdit(http, cartId, change),
    },
    payments: {
      pay: (cartId, input) => payments.pay(http, cartId, input),
      payInjected: (cartId, input) => payments.payInjected(http, cartId, input),
      guestCheckout: (cartId, purchaser) => payments.guestCheckout(http, cartId, purchaser),
      memberCheckout: (cartId) => payments.memberCheckout(http, cartId),
      injectedCheckout: (cartId, input) => payments.injectedCheckout(http, cartId, input),
      lookupGiftCard: (cardNumber) => payments.lookupGiftCard(http, cardNumber),
      getSavedPaymentMethods: () => payments.getSavedPaymentMethods(http),
    },
    orders: {
      getOrders: (ids) => orders.getOrders(http, ids),
      getOrder: (id) => orders.getOrder(http, id),
      grantOrderAccess: (orderId, key) => orders.grantOrderAccess(http, orderId, key),
      getMyOrders: () => orders.getMyOrders(http),
      cancelOrderTickets: (orderId, ticketIds) => orders.cancelOrderTickets(http, orderId, ticketIds),
      emailOrder: (orderId, context) => orders.emailOrder(http, orderId, context),
      resendOrders: (email, options) => orders.resendOrders(http, email, options),
      resendMyOrders: (options) => orders.resendMyOrders(http, options),
      walletPrecheck: (ticketId) => orders.walletPrecheck(http, ticketId),
    },
    identity: {
      createIdentity: (input) => identity.createIdentity(http, input),
      login: (credentials) => identity.login(http, credentials),
      logout: () => identity.logout(http),
      getUser: () => identity.getUser(http),
      requestOtp: (request) => identity.requestOtp(http, request),
      requestPasswordReset: (email) => identity.requestPasswordReset(http, email),
      validatePasswordReset: (token) => identity.validatePasswordReset(http, token),
      resetPassword: (token, password) => identity.resetPassword(http, token, password),
      requestMembershipReminder: (email) => identity.requestMembershipReminder(http, email),
      createUser: (input) => identity.createUser(http, input),
      updateUser: (userId, patch) => identity.updateUser(http, userId, patch),
      getFeatureFlags: (query) => identity.getFeatureFlags(http, query),
    },
    memberships: {
      getMyMemberships: () => memberships.getMyMemberships(http),
      createGiftee: (input) => memberships.createGiftee(http, input),
      giftCheckout: (cartId, gifteeIdentityId) => memberships.giftCheckout(http, cartId, gifteeIdentityId),
      lookupGiftCode: (code) => memberships.lookupGiftCode(http, code),
      cancelAutoRenew: (ticketOrderId) => memberships.cancelAutoRenew(http, ticketOrderId),
    },
  };
}
