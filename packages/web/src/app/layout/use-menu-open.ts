/**
 * The left panel's fold below 992 px: it closes when the page changes, opens at the sign-in form when a
 * customer-only page sent the visitor home (the router commits that move to /home after the sign-in
 * request, so the page change itself says whether to open: state `signin` from CustomerOnly), and opens
 * when sign-in is requested. Adjusted while rendering, React's pattern for state that follows a change,
 * rather than in effects that would render twice.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';

export function useMenuOpen(signinRequested: boolean) {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const signin = Boolean((state as { signin?: boolean } | null)?.signin);
  const [menuOpen, setMenuOpen] = useState(signin || signinRequested);
  const [seen, setSeen] = useState({ pathname, state, signinRequested });
  const pageChanged = seen.pathname !== pathname || seen.state !== state;
  if (pageChanged || seen.signinRequested !== signinRequested) {
    setSeen({ pathname, state, signinRequested });
    const asked = signinRequested && !seen.signinRequested;
    if (pageChanged) setMenuOpen(signin || asked);
    else if (asked) setMenuOpen(true);
  }
  return [menuOpen, setMenuOpen] as const;
}
