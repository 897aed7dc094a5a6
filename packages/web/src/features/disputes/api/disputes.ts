/**
 * A parcel's measurements, intake photos and disputes (issue 21 §2), and opening a dispute. Keyed under
 * the parcels' keys: whatever reloads a parcel reloads this too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DisputeAnswer,
  DisputeWire,
  IntakePhoto,
  MeasurementWire,
  ParcelMeasurementsAnswer,
} from '@amanati/shared/answers/disputes';
import type { DisputeKind } from '@amanati/shared/disputes';
import { api } from '../../../lib/api.ts';
import { parcelKeys } from '../../parcels/api/parcels.ts';

export type { DisputeWire, IntakePhoto, MeasurementWire, ParcelMeasurementsAnswer };

const measurementsKey = (id: string) => ['parcels', 'measurements', id] as const;

export const useParcelMeasurements = (parcelId: string) =>
  useQuery({
    queryKey: measurementsKey(parcelId),
    queryFn: () => api<ParcelMeasurementsAnswer>(`/api/disputes/parcel/${encodeURIComponent(parcelId)}`),
    staleTime: 0,
  });

export interface DisputeBody {
  kind: DisputeKind;
  reason: string;
  expectedWeightKg?: string | undefined;
}

export function useOpenDispute(parcelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeBody) =>
      api<DisputeAnswer>(`/api/disputes/parcel/${encodeURIComponent(parcelId)}`, { body }).then(
        (r) => r.dispute,
      ),
    // The dispute shows at once; the timeline gains its "disputed" step.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: measurementsKey(parcelId) }),
        client.invalidateQueries({ queryKey: parcelKeys.detail(parcelId) }),
      ]),
  });
}
