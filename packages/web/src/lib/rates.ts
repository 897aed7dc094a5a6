/**
 * `GET /api2/rate/get`: lari per unit of USD, EUR, TRY and per 10 yuan (spec §9). One query for every
 * screen that converts (widgets, the parcel panel's 300-lari rule), so the rates are fetched once.
 */
import type { RatesAnswer } from '@amanati/shared/answers/content';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const ratesKey = ['rates'] as const;

export const fetchRates = () => api<RatesAnswer>('/api2/rate/get');

export const useRates = () => useQuery({ queryKey: ratesKey, queryFn: fetchRates, staleTime: 10 * 60_000 });
