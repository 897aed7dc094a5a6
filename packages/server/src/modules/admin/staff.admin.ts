/** Staff accounts, admins only: list, and create an operator or another admin (audited). */
import type { FastifyInstance } from 'fastify';
import { staffSchema } from '@amanati/shared/admin';
import type { AppContext } from '../../context.ts';
import type { accounts } from '../../db/schema/index.ts';
import { typed } from '../../lib/http.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, type SchemaOf } from './admin-kit.ts';
import { createStaffAdmin } from './staff.admin.service.ts';

const toStaff = (a: typeof accounts.$inferSelect) => ({
  _id: a.id,
  AXID: a.axid,
  email: a.email,
  role: a.role,
  nameEn: a.nameEn,
  lastNameEn: a.lastNameEn,
  createdAt: a.createdAt.toISOString(),
});

export function staffAdmin(scope: FastifyInstance, ctx: AppContext, s: SchemaOf): void {
  const r = typed(scope);
  const staff = createStaffAdmin(ctx);

  r.get('/staff', { config: ADMIN_ONLY, schema: s('staff', 'Admin only.') }, async () => ({
    success: true,
    staff: (await staff.list()).map(toStaff),
  }));
  r.post(
    '/staff',
    {
      config: ADMIN_ONLY,
      schema: {
        ...s('staff', 'Admin only. Argon2id password, AXID from the sequence; 409 when the e-mail is taken.'),
        body: staffSchema,
      },
    },
    async (req) => ({ success: true, staff: toStaff(await staff.create(req.body, currentAccount(req).id)) }),
  );
}
