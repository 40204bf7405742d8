/**
 * The API's Prometheus metrics (issue 30 item 6, ADR 0035), one registry per app so that tests
 * building many apps in one process never share or collide. What is counted:
 * - `http_requests_total{method,route,status_code}` and `http_request_duration_seconds{method,route}`:
 *   the route is Fastify's pattern (`/api/my/cart/:id`), never the raw address, and every address
 *   no route matched is the one label `unmatched`, so a scan cannot grow the series without bound;
 * - `storefront_reservations_total{outcome}`: reserved, sold_out or refused, counted where the
 *   reserve routes answer;
 * - `storefront_payments_total{gateway,outcome}`: each gateway charge as it ends: succeeded,
 *   processing, requires_action or failed.
 *
 * Other parts add their own with `counter()` and `gauge()` (the same configuration as
 * prom-client's; a `collect()` callback is run at each scrape, which suits a count read from the
 * database, such as jobs by state), or register any prom-client collector on `registry`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type CounterConfiguration, type GaugeConfiguration } from 'prom-client';

export type ReservationOutcome = 'reserved' | 'sold_out' | 'refused';
export type PaymentOutcome = 'succeeded' | 'processing' | 'requires_action' | 'failed';

/** The `route` label of a request no route matched (a 404 of the router). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached read (a few ms) to a pay that waits on its provider. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** Node's process metrics too (CPU, memory, event loop lag, GC): for a served registry only. */
  processMetrics?: boolean;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  private readonly httpDuration: Histogram<'method' | 'route'>;
  private readonly reservations: Counter<'outcome'>;
  private readonly payments: Counter<'gateway' | 'outcome'>;

  constructor(options: MetricsOptions = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.httpRequests = this.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.reservations = this.counter({
      name: 'storefront_reservations_total',
      help: 'Reservation requests by outcome: reserved, sold_out (not enough places left) or refused (any other refusal)',
      labelNames: ['outcome'],
    });
    this.payments = this.counter({
      name: 'storefront_payments_total',
      help: 'Gateway charges by gateway and outcome: succeeded, processing, requires_action or failed',
      labelNames: ['gateway', 'outcome'],
    });
  }

  /** A counter on this app's registry (prom-client's configuration; a name in use throws). */
  counter<Label extends string>(configuration: Omit<CounterConfiguration<Label>, 'registers'>): Counter<Label> {
    return new Counter({ ...configuration, registers: [this.registry] });
  }

  /** A gauge on this app's registry; give `collect()` to read its value at each scrape. */
  gauge<Label extends string>(configuration: Omit<GaugeConfiguration<Label>, 'registers'>): Gauge<Label> {
    return new Gauge({ ...configuration, registers: [this.registry] });
  }

  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? UNMATCHED_ROUTE;
    this.httpRequests.inc({ method, route: pattern, status_code: String(statusCode) });
    this.httpDuration.observe({ method, route: pattern }, seconds);
  }

  countReservation(outcome: ReservationOutcome): void {
    this.reservations.inc({ outcome });
  }

  countPayment(gateway: string, outcome: PaymentOutcome): void {
    this.payments.inc({ gateway, outcome });
  }

  /** The text a Prometheus scrape reads, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
