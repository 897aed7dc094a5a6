/** Staff accounts, admins only: list, and create an operator or another admin (audited). */
import { staffAnswer, staffListAnswer } from '@amanati/shared/answers/admin/people';
import { staffSchema } from '@amanati/shared/admin';
import type { accounts } from '../../db/schema/index.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { StaffService } from './staff.service.ts';

const toStaff = (a: typeof accounts.$inferSelect) => ({
  _id: a.id,
  AXID: a.axid,
  email: a.email,
  role: a.role,
  nameEn: a.nameEn,
  lastNameEn: a.lastNameEn,
  createdAt: a.createdAt.toISOString(),
});

export function staffAdminRoutes(r: StaffScope, staff: StaffService): void {
  r.get(
    '/staff',
    {
      config: ADMIN_ONLY,
      schema: { ...staffDoc('staff', 'Admin only.'), response: answers(staffListAnswer) },
    },
    async () => ({
      success: true as const,
      staff: (await staff.list()).map(toStaff),
    }),
  );
  r.post(
    '/staff',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'staff',
          'Admin only. Argon2id password, AXID from the sequence; 409 when the e-mail is taken.',
        ),
        body: staffSchema,
        response: answers(staffAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      staff: toStaff(await staff.create(req.body, currentAccount(req).id)),
    }),
  );
}
