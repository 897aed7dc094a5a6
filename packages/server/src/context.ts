/** What every module gets to work with: built once in app.ts, narrowed by each service. */
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { Storage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Outbox } from './modules/delivery/outbox.ts';
import type { Notifier } from './modules/notifications/notifications.service.ts';

export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  storage: Storage;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  notifier: Notifier;
}
