/** Long-stored parcels in the back office (issue 21 §5): arrived parcels still at a branch, longest first. */
import { useQuery } from '@tanstack/react-query';
import type { LongStored, LongStoredAnswer } from '@amanati/shared/answers/storage';
import type { BranchCode } from '@amanati/shared/constants';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

export type { LongStored };

export const useLongStored = (branch: BranchCode | '') =>
  useQuery({
    queryKey: ['admin', 'storage', 'long-stored', branch],
    queryFn: () =>
      api<LongStoredAnswer>(
        `/api/admin/storage/long-stored${queryString({ branch: branch || undefined })}`,
      ).then((r) => r.parcels),
  });
