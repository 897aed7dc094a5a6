/** The operator's back-office calls that move a journey's parcels along (`/api/admin/...`). */
import { randomUUID } from 'node:crypto';
import { declare, DEMO, type ApiClient, type Customer, type Json } from './api.ts';
import type { Lang } from './i18n.ts';

export class Operator {
  private constructor(
    private readonly api: ApiClient,
    private readonly token: string,
  ) {}

  static async signIn(api: ApiClient): Promise<Operator> {
    return new Operator(api, await api.signIn(DEMO.operator.login, DEMO.operator.password));
  }

  private post(url: string, body?: unknown) {
    return this.api.ok('POST', `/api/admin${url}`, { token: this.token, body });
  }

  /**
   * Warehouse intake: a declared parcel is weighed and now at the warehouse (stock); an undeclared one
   * with the customer's AXID on its label is created for that customer, waiting for a declaration.
   */
  receive(tracking: string, country: 1 | 2 | 3, weightKg = '1.500', axid?: string) {
    return this.post('/intake/receive', { tracking, country, weightKg, ...(axid ? { axid } : {}) });
  }

  /**
   * A new flight that left a minute ago; answers it (`_id`, `flightId`). Not earlier: a flight that left
   * on an earlier Tbilisi day asks the loading screen for a confirmation (issue 17, review #20).
   */
  async createFlight(country: 1 | 2 | 3, options: Json = {}): Promise<Json> {
    const now = Date.now();
    return (
      await this.post('/flights', {
        country,
        departedAt: new Date(now - 60_000).toISOString(),
        estimatedAt: new Date(now + 3 * 864e5).toISOString(),
        ...options,
      })
    ).flight as Json;
  }

  /**
   * Puts stock parcels on the flight: sent, charged (the customer now has a debt). `overrideReason` lets
   * parcels the customs gate would hold back (an undeclared one…) fly, as an operator may (issue 16 §4).
   */
  async load(flightDbId: string, trackings: string[], overrideReason?: string): Promise<Json> {
    const answer = await this.post(`/flights/${flightDbId}/parcels`, {
      trackings,
      ...(overrideReason ? { overrideReason } : {}),
    });
    if (answer.added !== trackings.length) throw new Error(`not all loaded: ${JSON.stringify(answer)}`);
    return answer;
  }

  arrive(flightDbId: string) {
    return this.post(`/flights/${flightDbId}/arrive`);
  }

  notify(axid: string, title: Record<Lang, string>, description: Record<Lang, string>) {
    return this.post('/notifications', { axid, title, description });
  }

  /** Takes a cash payment at the Didube counter for all of the customer's unpaid flights; answers the receipt. */
  async counterPayment(customer: Customer): Promise<Json> {
    const unpaid = await this.api.ok('GET', `/api/admin/counter/${customer.id}/unpaid?branch=didube`, {
      token: this.token,
    });
    const answer = await this.post('/counter/payments', {
      customerId: customer.id,
      flights: (unpaid.flights as Json[]).map((f) => f.code),
      amount: unpaid.total,
      method: 'cash',
      branch: 'didube',
      idempotencyKey: randomUUID(),
    });
    return answer.receipt as Json;
  }

  /** A parcel of the customer taken from declaration to the given status; answers it and its flight. */
  async parcelIn(
    customer: Customer,
    status: 'stock' | 'sent' | 'arrived',
    options: { country?: 1 | 2 | 3; weightKg?: string; declare?: Json; flight?: Json } = {},
  ): Promise<{ parcel: Json; flight?: Json }> {
    const country = options.country ?? 2;
    const parcel = await declare(this.api, customer, { senderCountryId: country, ...options.declare });
    await this.receive(parcel.productOrderId as string, country, options.weightKg);
    if (status === 'stock') return { parcel };
    const flight = options.flight ?? (await this.createFlight(country));
    await this.load(flight._id as string, [parcel.productOrderId as string]);
    if (status === 'arrived') await this.arrive(flight._id as string);
    return { parcel, flight };
  }
}
