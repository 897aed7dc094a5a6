/** `GET /api/flight/gets/{skip}/{limit}`: the public flight schedule, newest departure first. */
import { useQuery } from '@tanstack/react-query';
import type { FlightWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';

export const flightsKey = (skip: number, limit: number) => ['flights', 'public', skip, limit] as const;

export const fetchFlights = (skip: number, limit: number) =>
  api<{ flight: FlightWire[]; flightCount: number }>(`/api/flight/gets/${skip}/${limit}`);

export const useFlights = (limit: number, skip = 0) =>
  useQuery({ queryKey: flightsKey(skip, limit), queryFn: () => fetchFlights(skip, limit) });
