/** An account row as the wire's `candidate` (spec §3 Account). */
import type { Candidate } from '@amanati/shared/accounts';
import { tetriToLari } from '@amanati/shared/money';
import type { AccountRow } from './accounts.repo.ts';

export function toCandidate(row: AccountRow, debtTetri: number): Candidate {
  return {
    _id: row.id,
    AXID: row.axid,
    email: row.email,
    phone: row.phone,
    type: row.type,
    role: row.role,
    balance: tetriToLari(row.balanceTetri),
    deptSum: tetriToLari(debtTetri),
    foreignCitizen: row.foreignCitizen,
    emailNotifications: row.emailNotifications,
    takedPlaced: { city: row.branchCity ?? '', address: row.branchCode ?? '' },
    information: {
      city: row.city,
      address: row.address,
      passportId: row.passportId ?? '',
      orgId: row.orgId ?? '',
      taxNumber: row.taxNumber ?? '',
      nameKa: row.nameKa,
      lastNameKa: row.lastNameKa,
      nameEn: row.nameEn,
      lastNameEn: row.lastNameEn,
      LTDName: row.ltdName,
      LTDNameEn: row.ltdNameEn,
      indEntrepreneur: row.indEntrepreneur,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
