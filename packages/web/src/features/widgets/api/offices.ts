/** `GET /api/office/gets`: our warehouse addresses abroad, one per country. */
import type { OfficesAnswer } from '@amanati/shared/answers/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const officesKey = ['offices'] as const;

export const fetchOffices = () => api<OfficesAnswer>('/api/office/gets').then((r) => r.offices);

export const useOffices = () =>
  useQuery({ queryKey: officesKey, queryFn: fetchOffices, staleTime: 10 * 60_000 });
