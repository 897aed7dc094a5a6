/** `GET /api/tariffs/gets`: USD per kg per country and tariff type (spec §3, §7). */
import type { TariffsAnswer } from '@amanati/shared/answers/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const tariffsKey = ['tariffs'] as const;

export const fetchTariffs = () => api<TariffsAnswer>('/api/tariffs/gets').then((r) => r.tariffs);

export const useTariffs = () =>
  useQuery({ queryKey: tariffsKey, queryFn: fetchTariffs, staleTime: 10 * 60_000 });
