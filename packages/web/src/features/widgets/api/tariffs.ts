/** `GET /api/tariffs/gets`: USD per kg per country and tariff type (spec §3, §7). */
import { useQuery } from '@tanstack/react-query';
import type { TariffWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';

export const tariffsKey = ['tariffs'] as const;

export const fetchTariffs = () => api<{ tariffs: TariffWire[] }>('/api/tariffs/gets').then((r) => r.tariffs);

export const useTariffs = () =>
  useQuery({ queryKey: tariffsKey, queryFn: fetchTariffs, staleTime: 10 * 60_000 });
