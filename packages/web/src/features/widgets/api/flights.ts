/** `GET /api/flight/gets/{skip}/{limit}`: the public flight schedule, newest departure first. */
import type { ScheduleAnswer } from '@amanati/shared/answers/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const flightsKey = (skip: number, limit: number) => ['flights', 'public', skip, limit] as const;

export const fetchFlights = (skip: number, limit: number) =>
  api<ScheduleAnswer>(`/api/flight/gets/${skip}/${limit}`);

export const useFlights = (limit: number, skip = 0) =>
  useQuery({ queryKey: flightsKey(skip, limit), queryFn: () => fetchFlights(skip, limit) });
