/**
 * /invoice/{flightId}/{branch?} (spec §2, §3): the customer's invoice for a flight, in the print layout.
 * Every §3 field: date, number, receiver, name, ID, and per parcel tracking, quantity, weight, USD price,
 * national bank rate and lari amount; the total and the transport price. Pay this flight while unpaid.
 * Below, the customs estimate of the customer's parcel groups on the flight (issue 16 §3).
 */
import { Suspense, useEffect } from 'react';
import { Alert, Anchor, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isBranchCode } from '@amanati/shared/constants';
import { englishName } from '@amanati/shared/widgets';
import { ApiError } from '../../lib/api.ts';
import { InvoiceInsurance } from '../insurance/invoice-insurance.tsx';
import { FlightCustoms } from '../parcels/flight-customs.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useInvoice, type Invoice } from './api/money.ts';
import { PaymentStateBadge } from './first-view/payment-state-badge.tsx';
import { PayFlightButton } from './first-view/unpaid-flights.tsx';
import './invoice.css';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const weight = (kg: number) => kg.toFixed(3);
const full = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The name and ID §3 prints: the company's for organisations, the person's otherwise (entrepreneurs too). */
export function invoiceParty(info: Invoice['additionalInformation']) {
  const organisation = info.userType === 2 && !info.indEntrepreneur;
  if (organisation) return { organisation, name: info.LTDName || info.LTDNameEn || '', id: info.orgId };
  return {
    organisation,
    name: full(info.nameKa, info.lastNameKa) || englishName(info),
    id: info.passport,
  };
}

export default function InvoicePage() {
  const { t } = useTranslation('account');
  const { flightId = '', branch } = useParams();
  // A suffix that names no branch of ours (the spec's example `tbilisi_1`, an old link) is ignored:
  // the invoice of the whole flight rather than "not found" (review #31).
  const query = useInvoice(flightId, branch && isBranchCode(branch) ? branch : undefined);
  const invoice = query.data?.invoice;

  useEffect(() => {
    if (invoice) document.title = `Amanati — ${t('invoice.title')} ${invoice.invoiceUnicId}`;
  }, [invoice, t]);

  if (query.isLoading)
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );

  if (!query.data || !invoice)
    return (
      <div className="invoice">
        <Alert color="red" role="alert" title={t('invoice.notFoundTitle')}>
          {query.error instanceof ApiError && query.error.status === 404
            ? t('invoice.notFound')
            : t('invoice.loadFailed')}{' '}
          <Anchor component={Link} to="/home" c="inherit" fz="inherit" underline="always">
            {t('result.home')}
          </Anchor>
        </Alert>
      </div>
    );

  const { products } = query.data;
  const info = invoice.additionalInformation;
  const party = invoiceParty(info);
  const unpaid = invoice.state === 'unpaid';

  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice-toolbar" data-testid="invoice-toolbar">
        <Button component={Link} to="/home" variant="default">
          {t('invoice.back')}
        </Button>
        <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
        {unpaid && <PayFlightButton flightId={invoice.flightId} />}
      </div>

      <header className="invoice-head">
        <div>
          <div className="invoice-brand">{t('invoice.brand')}</div>
          <h1 id="invoice-title" style={{ margin: '4px 0 0', fontSize: '1.25rem' }}>
            {t('invoice.title')} № <span data-testid="invoice-number">{invoice.invoiceUnicId}</span>
          </h1>
        </div>
        <div>
          <PaymentStateBadge state={invoice.state} size="lg" />
        </div>
      </header>

      <dl className="invoice-details">
        <div>
          <dt>{t('invoice.date')}:</dt>
          <dd>{formatDate(invoice.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('invoice.number')}:</dt>
          <dd>{invoice.invoiceUnicId}</dd>
        </div>
        <div>
          <dt>{t('invoice.flight')}:</dt>
          <dd>{invoice.flightId}</dd>
        </div>
        <div>
          <dt>{t('invoice.receiver')}:</dt>
          <dd data-testid="invoice-receiver">{invoice.receiver}</dd>
        </div>
        <div>
          <dt>{t(party.organisation ? 'invoice.organisation' : 'invoice.name')}:</dt>
          <dd>{party.name}</dd>
        </div>
        <div>
          <dt>{t(party.organisation ? 'invoice.orgId' : 'invoice.personalId')}:</dt>
          <dd>{party.id || '—'}</dd>
        </div>
        <div>
          <dt>{t('invoice.room')}:</dt>
          <dd>{invoice.AXID}</dd>
        </div>
      </dl>

      {/* On a phone each parcel is a card (invoice.css); focusable so a keyboard can scroll what is left. */}
      <div className="invoice-scroll" tabIndex={0} role="region" aria-label={t('invoice.parcels')}>
        <table className="invoice-table">
          <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
            {t('invoice.parcels')}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('invoice.tracking')}</th>
              <th scope="col" className="num">
                {t('invoice.quantity')}
              </th>
              <th scope="col" className="num">
                {t('invoice.weight')}
              </th>
              <th scope="col" className="num">
                {t('invoice.tariff')}
              </th>
              <th scope="col" className="num">
                {t('invoice.priceUsd')}
              </th>
              <th scope="col" className="num">
                {t('invoice.rate')}
              </th>
              <th scope="col" className="num">
                {t('invoice.priceGel')}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((p, i) => (
              <tr key={p._id ?? p.productOrderId}>
                <td className="row-no">{i + 1}</td>
                <td className="tracking">{p.productOrderId}</td>
                <td className="num" data-label={t('invoice.quantity')}>
                  {p.quantity ?? '—'}
                </td>
                <td className="num" data-label={t('invoice.weight')}>
                  {weight(p.weight)}
                </td>
                <td className="num" data-label={t('invoice.tariff')}>
                  {formatMoney(p.tariff)}
                </td>
                <td className="num" data-label={t('invoice.priceUsd')}>
                  {formatMoney(p.priceUsd)}
                </td>
                <td className="num" data-label={t('invoice.rate')}>
                  {p.rate.USD.toFixed(4)}
                </td>
                <td className="num" data-label={t('invoice.priceGel')}>
                  {formatMoney(p.price)}
                  {typeof p.insurance === 'number' && (
                    <Suspense fallback={null}>
                      <InvoiceInsurance lari={p.insurance} />
                    </Suspense>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2} className="tracking">
                {t('invoice.total')}
              </td>
              <td className="num" data-label={t('invoice.quantity')}>
                {info.allQuantity}
              </td>
              <td className="num" data-label={t('invoice.weight')}>
                {weight(info.allWeight)}
              </td>
              <td />
              <td className="num" data-label={t('invoice.priceUsd')}>
                {formatMoney(sum(products.map((p) => p.priceUsd)))}
              </td>
              <td />
              <td className="num" data-label={t('invoice.priceGel')} data-testid="invoice-total">
                {formatMoney(info.allSum)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <p className="invoice-transport">
        <span>{t('invoice.transportPrice')}:</span>
        <strong data-testid="invoice-transport">
          {t('money', { amount: formatMoney(invoice.transportPrice) })}
        </strong>
      </p>

      {/* Its own dictionary (parcels) loads on demand; the invoice shows meanwhile. */}
      <Suspense fallback={null}>
        <FlightCustoms flightId={invoice.flightId} />
      </Suspense>
    </article>
  );
}
