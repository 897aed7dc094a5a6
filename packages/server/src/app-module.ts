/**
 * A domain module as app.ts sees it: a name and one function that registers its routes (customer and
 * staff), hooks and background pieces. app.ts lists the modules and registers them in order.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { ChannelSenders } from './modules/delivery/channel.ts';
import type { RatesSource } from './modules/rates/rates-source.ts';

/** Stand-ins a test may give instead of a real outside party. */
export interface Overrides {
  /** Where `import-nbg` reads rates (default: as configured, `RATES_SOURCE`). */
  ratesSource?: RatesSource | undefined;
  /** Senders per delivery channel in place of the configured ones (a push service, a failing SMS gateway). */
  senders?: ChannelSenders;
  /** How webhook endpoints' host names are resolved for the address check (a host that resolves privately). */
  resolveHost?: (host: string) => Promise<string[]>;
}

export interface AppModule {
  name: string;
  register(app: FastifyInstance, ctx: AppContext, overrides: Overrides): void | Promise<void>;
}
