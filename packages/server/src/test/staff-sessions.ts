/** Test helpers for the back office: staff created directly (as `create-admin` does) and signed in through the API. */
import { expect } from 'vitest';
import type { Role } from '@amanati/shared/constants';
import { hashPassword } from '../lib/passwords.ts';
import { uniqueEmail } from './fixtures.ts';
import { bearer, body, type TestApp } from './harness.ts';
import { accountDirectory } from '../modules/accounts/account-directory.ts';

export interface Session {
  id: string;
  axid: string;
  email: string;
  token: string;
}

export async function staffSession(t: TestApp, role: Exclude<Role, 'customer'>): Promise<Session> {
  const email = uniqueEmail(role);
  const password = 'staff-password-1';
  const row = await accountDirectory.open(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    role,
    nameEn: role === 'admin' ? 'Nino' : 'Levan',
    lastNameEn: 'Staff',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authorization/signin',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return { id: row.id, axid: row.axid, email, token: body(res).token as string };
}

/** A JSON call with a bearer token. */
export const call = (t: TestApp, token: string, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

/** Asserts a 200 answer (showing its body when not) and returns the parsed JSON. */
export async function ok(res: Promise<{ statusCode: number; body: string }>): Promise<Json> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return JSON.parse(r.body) as Json;
}

interface AuditRow {
  actor_id: string;
  action: string;
  entity: string;
  entity_id: string | null;
  data: Record<string, unknown>;
  at: Date;
}

/** The newest audit row of this action (and entity id), asserted to name the actor and a recent time. */
export async function expectAudit(
  t: TestApp,
  actorId: string,
  action: string,
  entityId?: string,
): Promise<AuditRow> {
  const rows = await t.database.query<AuditRow>(
    `select actor_id, action, entity, entity_id, data, at from audit_log
     where action = $1 and ($2::text is null or entity_id = $2) order by at desc limit 1`,
    [action, entityId ?? null],
  );
  const row = rows[0];
  expect(row, `audit ${action}`).toBeDefined();
  expect(row!.actor_id).toBe(actorId);
  expect(Date.now() - new Date(row!.at).getTime()).toBeLessThan(60_000);
  return row!;
}
