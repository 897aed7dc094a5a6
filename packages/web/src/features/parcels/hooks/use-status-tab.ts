/** The dashboard tab lives in the URL hash (spec §2): `/home#stock`; none or an unknown one is waiting. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PARCEL_STATUSES, type ParcelStatus } from '@amanati/shared/constants';

export function statusFromHash(hash: string): ParcelStatus {
  const value = hash.replace(/^#/, '');
  return (PARCEL_STATUSES as readonly string[]).includes(value) ? (value as ParcelStatus) : 'waiting';
}

export function useStatusTab(): [ParcelStatus, (status: ParcelStatus) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const status = statusFromHash(hash);
  const select = useCallback(
    (next: ParcelStatus) => navigate({ pathname, search, hash: next }),
    [navigate, pathname, search],
  );
  return [status, select];
}
