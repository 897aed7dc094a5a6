/** `/api/v1/balance`, `/statement`, `/invoices` (scope `account:read`). */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  v1Balance,
  v1Invoice,
  v1InvoiceWithLines,
  v1ListQuery,
  v1Page,
  v1StatementEntry,
  v1StatementQuery,
} from '@amanati/shared/business-api-v1';
import { typed } from '../../lib/http.ts';
import type { V1Money } from './v1-money.service.ts';
import { apiCaller, needs, v1Route } from './v1.ts';

export function v1MoneyRoutes(v1: FastifyInstance, money: V1Money): void {
  const r = typed(v1);
  const onRequest = needs('account:read');
  r.get(
    '/balance',
    { onRequest, schema: { ...v1Route('The balance and what is due'), response: { 200: v1Balance } } },
    async (req) => money.balance(apiCaller(req).accountId),
  );
  r.get(
    '/statement',
    {
      onRequest,
      schema: {
        ...v1Route('The statement: every top-up, payment, correction and refund'),
        description:
          'Newest first, each entry with the balance right after it. `from` and `to` are Tbilisi dates (YYYY-MM-DD), both included.',
        querystring: v1StatementQuery,
        response: { 200: v1Page(v1StatementEntry) },
      },
    },
    async (req) => money.statement(apiCaller(req).accountId, req.query),
  );
  r.get(
    '/invoices',
    {
      onRequest,
      schema: {
        ...v1Route('Invoices, one per flight, newest first'),
        querystring: v1ListQuery,
        response: { 200: v1Page(v1Invoice) },
      },
    },
    async (req) => money.invoices(apiCaller(req).accountId, req.query),
  );
  r.get(
    '/invoices/:number',
    {
      onRequest,
      schema: {
        ...v1Route('An invoice with its lines'),
        params: z.object({ number: z.string().max(40) }),
        response: { 200: v1InvoiceWithLines },
      },
    },
    async (req) => money.invoice(apiCaller(req).accountId, req.params.number),
  );
}
