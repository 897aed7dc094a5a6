/** Ours (issue 22 §3): the bulk pre-alert upload, with progress; created parcels refresh the parcel lists. */
import type { BulkPrealertAnswer } from '@amanati/shared/answers/bulk-prealert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/api.ts';

export const BULK_TEMPLATE = {
  csv: '/api/parcels/bulk/template.csv',
  xlsx: '/api/parcels/bulk/template.xlsx',
} as const;

export function useBulkPrealert(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload<BulkPrealertAnswer>('/api/parcels/bulk', file, {}, { onProgress }),
    onSuccess: (report) => {
      if (report.counts.created > 0) void queryClient.invalidateQueries({ queryKey: ['parcels'] });
    },
  });
}
