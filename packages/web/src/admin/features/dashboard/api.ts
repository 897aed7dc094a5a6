/** The dashboard's figures (GET /api/admin/dashboard). */
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@amanati/shared/answers/admin/reports';
import { api } from '../../../lib/api.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api<Dashboard>('/api/admin/dashboard'),
    refetchInterval: 5 * 60_000,
  });
}
