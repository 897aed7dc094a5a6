/** The dashboard tab lives in the URL hash (spec §2): `/home#stock`; none or an unknown one is waiting. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ParcelStatus } from '@amanati/shared/constants';
import { statusFromHash } from '../api/list-paths.ts';

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
