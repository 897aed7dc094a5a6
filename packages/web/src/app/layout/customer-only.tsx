/** Customer-only pages: a visitor is sent to /home with the sign-in panel asking for attention (spec-readings, Web). */
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/api/session.ts';
import { usePanels } from '../../lib/panels.tsx';
import { PageLoader } from './page-loader.tsx';

export function CustomerOnly() {
  const { status } = useSession();
  const { requestSignin } = usePanels();
  useEffect(() => {
    if (status === 'anonymous') requestSignin(true);
  }, [status, requestSignin]);
  if (status === 'unknown') return <PageLoader padding="xl" />;
  if (status === 'anonymous') return <Navigate to="/home" replace state={{ signin: true }} />;
  return <Outlet />;
}
