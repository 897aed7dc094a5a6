/**
 * Left panel: the sign-in panel for visitors, the account summary for customers (spec §2), a loader
 * while the stored token's account is still being checked (spec §4 `unknown`); dark by default (the
 * switch is in the footer, lib/theme-panel.ts). Each loads in its own chunk, so a phone, where the
 * panel starts folded, downloads neither.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/session.ts';
import { lazyFrom } from '../../lib/early-module.ts';
import { usePanelDark } from '../../lib/theme-panel.ts';
import { frameParts } from '../page-modules.ts';
import { PageLoader } from './page-loader.tsx';

const SigninPanel = lazyFrom(frameParts.signinPanel, (m) => m.SigninPanel);
const AccountSummary = lazyFrom(frameParts.accountSummary, (m) => m.AccountSummary);

/** `focusSignin`: opened by the header's sign-in button, the login field takes the focus. */
export function LeftPanel({ focusSignin = false }: { focusSignin?: boolean }) {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const dark = usePanelDark();
  return (
    <section
      className="left-panel"
      data-theme={dark ? 'dark' : 'light'}
      aria-label={t(status === 'anonymous' ? 'layout.signin' : 'layout.account')}
    >
      {status === 'unknown' ? (
        <PageLoader minHeight={280} />
      ) : (
        <Suspense fallback={<PageLoader minHeight={280} />}>
          {user ? <AccountSummary /> : <SigninPanel autoFocus={focusSignin} />}
        </Suspense>
      )}
    </section>
  );
}
