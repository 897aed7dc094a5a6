/** Site content, one tab per kind; the tab is in the address (/admin/content/rates) so it can be linked. */
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { NewsTab } from './news-tab.tsx';
import { NotifyTab } from './notify-tab.tsx';
import { OfficesTab } from './offices-tab.tsx';
import { PagesTab } from './pages-tab.tsx';
import { PopupTab } from './popup-tab.tsx';
import { RatesTab } from './rates-tab.tsx';
import { RemarksTab } from './remarks-tab.tsx';
import { TariffsTab } from './tariffs-tab.tsx';

const TABS = {
  news: NewsTab,
  pages: PagesTab,
  popup: PopupTab,
  tariffs: TariffsTab,
  rates: RatesTab,
  offices: OfficesTab,
  remarks: RemarksTab,
  notify: NotifyTab,
} as const;
type Tab = keyof typeof TABS;

export function ContentPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { tab } = useParams();
  const current: Tab = tab && tab in TABS ? (tab as Tab) : 'news';
  const Current = TABS[current];
  return (
    <Page title={t('content.title')}>
      <Tabs value={current} onChange={(v) => v && void navigate(`/admin/content/${v}`)} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`content.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Current />
    </Page>
  );
}
