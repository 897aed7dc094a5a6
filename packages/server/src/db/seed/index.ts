/**
 * First-start content: run once on an empty database, under a lock so parallel instances seed once; on
 * later starts, the revisions of seeded passages that are still as first seeded.
 */
import { sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import type { Database } from '../client.ts';
import { accounts, tariffs } from '../schema/index.ts';
import { seedContent } from './content.ts';
import { reviseContent } from './content-revisions.ts';
import { seedDemo, type DemoSignin } from './demo.ts';

export interface SeedResult {
  seededContent: boolean;
  demo: DemoSignin[] | null;
}

const SEED_LOCK = 7_410_002;

export async function seedIfEmpty(
  database: Database,
  storage: Storage,
  withDemo: boolean,
  now = new Date(),
  notifier?: Notifier,
): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n: tariffCount } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(tariffs);
    const seededContent = Number(tariffCount) === 0;
    if (seededContent) await seedContent(tx, storage, now);
    else await reviseContent(tx);
    let demo: DemoSignin[] | null = null;
    if (withDemo) {
      const [{ n: accountCount } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts);
      if (Number(accountCount) === 0) demo = await seedDemo(tx, notifier);
    }
    return { seededContent, demo };
  });
}
