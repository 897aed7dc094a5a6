/** `/api/money/statement` (JSON, CSV) and `/api/money/receipts/:ledgerId.pdf` for the signed-in customer. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statementAnswer, statementQuery } from '@amanati/shared/answers/statement';
import { bearer, errorResponses, textAnswer, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { StatementService } from './statement.service.ts';

const tags = ['money'];
const lang = z.enum(['ka', 'en', 'ru']).optional();

export function statementRoutes(app: FastifyInstance, statement: StatementService): void {
  const r = typed(app);
  const onRequest = requireAccount(app);
  const secured = { tags, security: bearer };

  r.get(
    '/api/money/statement',
    {
      onRequest,
      schema: {
        ...secured,
        description:
          'Every top-up, payment, correction, refund and counter payment, newest first, each with the balance right after it. `from` and `to` are Tbilisi dates, both included; `cursor` is the previous page’s `next`.',
        querystring: statementQuery,
        response: { 200: statementAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, ...(await statement.page(currentAccount(req).id, req.query)) }),
  );

  r.get(
    '/api/money/statement.csv',
    {
      onRequest,
      schema: {
        ...secured,
        description:
          "The period's statement as CSV (UTF-8 with a byte order mark, for Excel); headers and words in `lang`, else the account's language.",
        querystring: statementQuery.pick({ from: true, to: true }).extend({ lang }),
        response: { ...textAnswer('text/csv', 'The statement.'), ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="amanati-statement.csv"')
        .send(await statement.csv(currentAccount(req).id, req.query)),
  );

  r.get(
    '/api/money/receipts/:ledgerId.pdf',
    {
      onRequest,
      schema: {
        ...secured,
        description:
          "The PDF receipt of a top-up, counter payment or flight payment (the statement entry's `id`); 404 for another account's entry.",
        params: z.object({ ledgerId: z.string().max(20) }),
        querystring: z.object({ lang }),
        response: { ...textAnswer('application/pdf', 'The receipt.'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await statement.receipt(
        currentAccount(req).id,
        req.params.ledgerId,
        req.query.lang,
      );
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Bytes go out as they are (Fastify serialises only objects); the contract types a file body as text.
          .send(pdf as unknown as string)
      );
    },
  );
}
