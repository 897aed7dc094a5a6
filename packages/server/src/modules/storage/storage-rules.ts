/**
 * The storage rules a parcel's stay is counted by (issue 21 §5): its free days and notice come from the set
 * in force on its arrival day; each charged day's fee from that day's set. A parcel that arrived before any
 * service rules existed starts its free days on the day the first set took effect, so a stay older than
 * the rules is never charged for days that had no fee.
 */
import { rulesInForce, type ServiceRules } from '@amanati/shared/service-rules';
import { tbilisiDay, tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { serviceRulesService } from '../service-rules/service-rules.service.ts';

export interface Stay {
  /** The first free day (the arrival day, or the rules' first day). */
  arrival: string;
  rules: ServiceRules;
}

export interface StorageRules {
  stay(arrivedAt: Date): Stay | null;
  on(day: string): ServiceRules | null;
}

export async function storageRules(db: DbOrTx): Promise<StorageRules> {
  const history = await serviceRulesService.history(db);
  const first = history[0]?.effectiveFrom;
  const on = (day: string) => rulesInForce(history, tbilisiNoon(day) ?? day)?.rules ?? null;
  return {
    on,
    stay(arrivedAt) {
      const day = tbilisiDay(arrivedAt);
      const arrival = first && day < first ? first : day;
      const rules = on(arrival);
      return rules ? { arrival, rules } : null;
    },
  };
}
