/** Site content in the back office: pages, the popup, tariffs, offices abroad, flight remark texts. */
import {
  adminOfficeAnswer,
  adminOfficesAnswer,
  adminPageAnswer,
  adminPagesAnswer,
  adminPopupAnswer,
  adminPopupsAnswer,
  adminTariffsAnswer,
  doneAnswer,
  remarkAnswer,
  remarksAnswer,
} from '@amanati/shared/answers/admin/content';
import {
  countryParam,
  officeInputSchema,
  pageInputSchema,
  popupInputSchema,
  remarkInputSchema,
  remarkKeyParam,
  slugParam,
  tariffsInputSchema,
} from '@amanati/shared/admin-content';
import type { flightRemarks, tariffs } from '../../db/schema/index.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { toWireOffice, toWirePage, toWirePopup } from './content.wire.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { ContentService } from './content.service.ts';

const toTariff = (t: typeof tariffs.$inferSelect) => ({
  country: t.country,
  type: t.type,
  amount: Number(t.amountUsd),
  updatedAt: t.updatedAt.toISOString(),
});
const toRemark = (r: typeof flightRemarks.$inferSelect) => ({
  key: r.key,
  ka: r.textKa,
  en: r.textEn,
  ru: r.textRu,
  announce: r.announce,
});

export function contentAdminRoutes(r: StaffScope, content: ContentService): void {
  const actor = (req: Parameters<typeof currentAccount>[0]) => currentAccount(req).id;

  // Pages
  r.get('/pages', { schema: { ...staffDoc('content'), response: answers(adminPagesAnswer) } }, async () => ({
    success: true as const,
    pages: (await content.pages()).map((p) => ({ ...toWirePage(p), updatedAt: p.updatedAt.toISOString() })),
  }));
  r.put(
    '/pages/:slug',
    {
      schema: {
        ...staffDoc('content', 'Creates or replaces the page.'),
        params: slugParam,
        body: pageInputSchema,
        response: answers(adminPageAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      page: toWirePage(await content.putPage(req.params.slug, req.body, actor(req))),
    }),
  );

  // The popup
  r.get(
    '/popup',
    {
      schema: {
        ...staffDoc('content', 'The popup shown now (newest updated) and the earlier ones.'),
        response: answers(adminPopupsAnswer),
      },
    },
    async () => {
      const [current, all] = await Promise.all([content.currentPopup(), content.popups()]);
      return {
        success: true as const,
        popap: current ? toWirePopup(current) : null,
        popups: all.map(toWirePopup),
      };
    },
  );
  r.put(
    '/popup',
    {
      schema: {
        ...staffDoc(
          'content',
          'Edits the popup with this popapId, or starts a new one; it becomes the one shown.',
        ),
        body: popupInputSchema,
        response: answers(adminPopupAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      popap: toWirePopup(await content.putPopup(req.body, actor(req))),
    }),
  );

  // Tariffs
  r.get(
    '/tariffs',
    {
      schema: {
        ...staffDoc('content', 'USD per kg by country and tariff type.'),
        response: answers(adminTariffsAnswer),
      },
    },
    async () => ({
      success: true as const,
      tariffs: (await content.tariffs()).map(toTariff),
    }),
  );
  r.put(
    '/tariffs',
    {
      schema: {
        ...staffDoc('content', 'Sets the listed tariffs (USD per kg); charges already made keep theirs.'),
        body: tariffsInputSchema,
        response: answers(adminTariffsAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      tariffs: (await content.putTariffs(req.body, actor(req))).map(toTariff),
    }),
  );

  // Offices abroad
  r.get(
    '/offices',
    { schema: { ...staffDoc('content'), response: answers(adminOfficesAnswer) } },
    async () => ({
      success: true as const,
      offices: (await content.offices()).map(toWireOffice),
    }),
  );
  r.put(
    '/offices/:country',
    {
      schema: {
        ...staffDoc('content'),
        params: countryParam,
        body: officeInputSchema,
        response: answers(adminOfficeAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      office: toWireOffice(await content.putOffice(req.params.country, req.body, actor(req))),
    }),
  );

  // Flight remark texts
  r.get(
    '/flight-remarks',
    { schema: { ...staffDoc('content'), response: answers(remarksAnswer) } },
    async () => ({
      success: true as const,
      remarks: (await content.remarks()).map(toRemark),
    }),
  );
  r.put(
    '/flight-remarks/:key',
    {
      schema: {
        ...staffDoc('content'),
        params: remarkKeyParam,
        body: remarkInputSchema,
        response: answers(remarkAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      remark: toRemark(await content.putRemark(req.params.key, req.body, actor(req))),
    }),
  );
  r.delete(
    '/flight-remarks/:key',
    {
      schema: {
        ...staffDoc('content', '409 remark_in_use while a flight shows it.'),
        params: remarkKeyParam,
        response: answers(doneAnswer),
      },
    },
    async (req) => {
      await content.deleteRemark(req.params.key, actor(req));
      return { success: true as const };
    },
  );
}
