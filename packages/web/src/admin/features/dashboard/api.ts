/** The dashboard's figures (GET /api/admin/dashboard). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface Dashboard {
  parcelsByStatusCountry: { status: string; country: number; count: number }[];
  openFlights: { flightId: string; code: string; country: number; parcels: number; weightKg: number }[];
  revenueByDay: { day: string; lari: number }[];
  topupsByDay: { day: string; lari: number }[];
  pageViewsByDay: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
}

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api<Dashboard>('/api/admin/dashboard'),
    refetchInterval: 5 * 60_000,
  });
}
