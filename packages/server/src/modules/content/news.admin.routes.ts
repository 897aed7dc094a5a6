/** News in the back office. Create and update take JSON, or form data with `file` (the photo) and `inputs`. */
import { adminNewsAnswer, adminNewsPostAnswer, doneAnswer } from '@amanati/shared/answers/admin/content';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '@amanati/shared/admin';
import { adminPaging, newsInputSchema } from '@amanati/shared/admin-content';
import { MSG } from '@amanati/shared/messages';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { toWireNews } from './content.wire.ts';
import { answers, formBody, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { NewsService } from './news.service.ts';

const FORM =
  'JSON, or form data with `file` (PNG or JPEG, judged by its bytes; stored as 1200×675 and middle- 600×338 JPEG) and `inputs` (the JSON). Titles and texts in ka, en and ru are required.';

const PHOTO = 'The photo: PNG or JPEG, judged by its bytes.';

async function readNews(req: FastifyRequest) {
  const { file, inputs } = req.isMultipart()
    ? await readFileAndInputs(req)
    : { file: undefined, inputs: req.body };
  const parsed = newsInputSchema.safeParse(inputs);
  if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
  return { input: parsed.data, file };
}

export function newsAdminRoutes(r: StaffScope, news: NewsService): void {
  r.get(
    '/news',
    {
      schema: {
        ...staffDoc('content'),
        querystring: z.object(adminPaging(20, 100)),
        response: answers(adminNewsAnswer),
      },
    },
    async (req) => {
      const { rows, total } = await news.list(req.query.skip, req.query.limit);
      return { success: true as const, news: rows.map(toWireNews), newsCount: total };
    },
  );
  r.post(
    '/news',
    {
      schema: {
        ...staffDoc('content', `${FORM} Without a photo a picture is drawn.`),
        response: answers(adminNewsPostAnswer),
      },
      config: formBody(newsInputSchema, PHOTO),
    },
    async (req) => {
      const { input, file } = await readNews(req);
      return {
        success: true as const,
        post: toWireNews(await news.create(input, file, currentAccount(req).id)),
      };
    },
  );
  r.put(
    '/news/:id',
    {
      schema: {
        ...staffDoc('content', `${FORM} Without a photo the current one stays.`),
        params: idParam,
        response: answers(adminNewsPostAnswer),
      },
      config: formBody(newsInputSchema, PHOTO),
    },
    async (req) => {
      const { input, file } = await readNews(req);
      return {
        success: true as const,
        post: toWireNews(await news.update(req.params.id, input, file, currentAccount(req).id)),
      };
    },
  );
  r.delete(
    '/news/:id',
    { schema: { ...staffDoc('content'), params: idParam, response: answers(doneAnswer) } },
    async (req) => {
      await news.remove(req.params.id, currentAccount(req).id);
      return { success: true as const };
    },
  );
}
