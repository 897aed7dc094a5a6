/** Starts the product: database (migrated), first-start content, the app on PORT. */
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { startMessage } from './config/start-message.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { accounts } from './db/schema/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { DEMO_PASSWORDS } from './db/seed/demo.ts';
import { disableDemoAccounts } from './db/seed/demo-guard.ts';
import { productJobs, startJobs } from './plugins/jobs.ts';
import { shutdownOnSignals } from './plugins/shutdown.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({ config, database });
for (const notice of config.notices) app.log.warn(notice);

const seed = await seedIfEmpty(database, app.ctx.storage, config.seedDemo, new Date(), app.ctx.notifier);
if (seed.seededContent) app.log.info('seeded the first-start content');
if (config.isProduction)
  for (const demo of await disableDemoAccounts(database))
    app.log.warn(
      `disabled the demo account ${demo.email} (${demo.axid}, ${demo.role}): it still had its published password on a production start`,
    );

await app.listen({ port: config.port, host: config.host });
const stopJobs = startJobs(app, productJobs(app.ctx));

const demo = config.isProduction
  ? []
  : await database.db
      .select({ email: accounts.email, axid: accounts.axid, role: accounts.role })
      .from(accounts)
      .where(inArray(accounts.email, ['demo@amanati.ge', 'operator@amanati.ge', 'admin@amanati.ge']));
const order = ['customer', 'operator', 'admin'];
demo.sort((x, y) => order.indexOf(x.role) - order.indexOf(y.role));
console.log(
  startMessage(
    config,
    database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
    demo.map((a) => ({
      ...a,
      password: a.role === 'customer' ? DEMO_PASSWORDS.customer : DEMO_PASSWORDS[a.role],
    })),
  ),
);

shutdownOnSignals(app, { stopJobs, database });
