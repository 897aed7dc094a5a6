/** The audit log: every staff action, with who, what and when, written in the action's own transaction. */
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export async function audit(
  db: DbOrTx,
  actorId: string | null,
  action: string,
  entity: string,
  entityId: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({ actorId, action, entity, entityId, data });
}
