/**
 * Left panel: the sign-in panel for visitors, the account summary for customers (spec §2), a loader
 * while the stored token's account is still being checked (spec §4 `unknown`); dark by default. Each loads in its own chunk, so a phone, where the panel starts folded, downloads neither.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/session.ts';
import { lazyFrom } from '../../lib/early-module.ts';
import { frameParts } from '../page-modules.ts';
import { PageLoader } from './page-loader.tsx';

const SigninPanel = lazyFrom(frameParts.signinPanel, (m) => m.SigninPanel);
const AccountSummary = lazyFrom(frameParts.accountSummary, (m) => m.AccountSummary);

const KEY = 'amanati.panelTheme';

export function LeftPanel() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [dark, setDark] = useState(() => localStorage.getItem(KEY) !== 'light');
  useEffect(() => localStorage.setItem(KEY, dark ? 'dark' : 'light'), [dark]);
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
          {user ? <AccountSummary /> : <SigninPanel />}
        </Suspense>
      )}
      <label className="theme-toggle">
        <input type="checkbox" checked={dark} onChange={(e) => setDark(e.currentTarget.checked)} />{' '}
        {t('layout.darkPanel')}
      </label>
    </section>
  );
}
