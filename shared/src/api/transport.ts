/**
 * The one transport: an axios instance with the app marker header, cookies, a timeout and
 * the retry policy of spec 01 §7 (up to 3 retries, 250/500/1000 ms, on network error,
 * timeout or 502, for every method).
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { APP_MARKER, APP_MARKER_HEADER, STOREFRONT_SELLER_HEADER } from '../wire';
import { toApiError } from './errors';

export type HttpClient = AxiosInstance;

export const REQUEST_TIMEOUT_MS = 20_000;
export const MAX_RETRIES = 3;
export const FIRST_RETRY_DELAY_MS = 250;

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Network error (no response, not cancelled), timeout, or HTTP 502. */
export function shouldRetryRequest(error: AxiosError): boolean {
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  if (error.response) return error.response.status === 502;
  if (error.code && TIMEOUT_CODES.has(error.code)) return true;
  return true; // no response at all: network error
}

/** retryCount is 1 for the first retry: 250, 500, 1000 ms. */
export function retryDelayMs(retryCount: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (Math.max(1, retryCount) - 1);
}

export interface HttpClientOptions {
  baseURL: string;
  /** The slug of the seller whose page calls: the API sets the session cookie for that seller's framing settings. */
  sellerSlug?: string;
  /** Sent with every call: the storefront server forwards the visitor's cookie (ADR 0017). */
  headers?: Record<string, string>;
  /** Defaults to `REQUEST_TIMEOUT_MS`; a server render waits far less. */
  timeoutMs?: number;
  /** Defaults to `MAX_RETRIES`; a server render does not retry (the browser will). */
  retries?: number;
}

export function createHttpClient({
  baseURL,
  sellerSlug,
  headers = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
  retries = MAX_RETRIES,
}: HttpClientOptions): HttpClient {
  const http = axios.create({
    baseURL: baseURL.endsWith('/') ? baseURL : `${baseURL}/`,
    withCredentials: true,
    timeout: timeoutMs,
    headers: { ...headers, [APP_MARKER_HEADER]: APP_MARKER, ...(sellerSlug ? { [STOREFRONT_SELLER_HEADER]: sellerSlug } : {}) },
  });
  axiosRetry(http, {
    retries,
    retryCondition: shouldRetryRequest,
    retryDelay: retryDelayMs,
    // Each attempt gets the full timeout; otherwise a timed-out request could never be retried.
    shouldResetTimeout: true,
  });
  return http;
}

/** Runs one request; resolves with the body, rejects with an `ApiError`. */
export async function request<T>(http: HttpClient, config: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.request<T>(config);
    return res.data;
  } catch (e) {
    throw toApiError(e);
  }
}

/** Joins ids for `…._in` filters: `id._in=a,b,c`. */
export const inList = (ids: readonly string[]): string => ids.join(',');

/** An API address for the browser to load by itself (an `<img src>`): `path` below the page config's API base URL. */
export function apiResourceUrl(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`}${path}`;
}
