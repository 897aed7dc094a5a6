/**
 * Declarations for customs tests (issue 16): a parcel from a named shop, valued in lari, so a test sums
 * groups without currency rates; sent as JSON or, with its invoice PDF, as form data.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { multipart, PDF_BYTES } from './fixtures.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

/** A declaration of `lari` from `shop` at the USA warehouse, picked up at Didube. */
export const declarationInLari = (lari: string, shop = '_AMAZON_', extra: Json = {}): Json => ({
  productOrderId: `CUS${randomBytes(6).toString('hex').toUpperCase()}`,
  productName: '_SHOES_',
  quantity: '1',
  amount: lari,
  currency: 'GEL',
  senderCountryId: 2,
  shop,
  branches: 'didube',
  ...extra,
});

/** Sends a declaration to a §7 route; with `invoice`, as form data with an invoice PDF. */
export function sendDeclaration(
  app: FastifyInstance,
  token: string,
  url: string,
  inputs: Json,
  invoice = false,
) {
  const headers = { authorization: `Bearer ${token}` };
  if (!invoice) return app.inject({ method: 'POST', url, headers, payload: inputs });
  const form = multipart(inputs, { name: 'invoice.pdf', data: PDF_BYTES, type: 'application/pdf' });
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
}
