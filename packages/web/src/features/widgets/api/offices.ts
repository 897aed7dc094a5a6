/** `GET /api/office/gets`: our warehouse addresses abroad, one per country. */
import { useQuery } from '@tanstack/react-query';
import type { OfficeWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';

export const officesKey = ['offices'] as const;

export const fetchOffices = () => api<{ offices: OfficeWire[] }>('/api/office/gets').then((r) => r.offices);

export const useOffices = () =>
  useQuery({ queryKey: officesKey, queryFn: fetchOffices, staleTime: 10 * 60_000 });
