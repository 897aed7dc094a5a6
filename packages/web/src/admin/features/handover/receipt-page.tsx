/**
 * /admin/receipts/:id — the printable receipt of a payment taken at the counter (issue 17 §5): its number,
 * the customer's AX code and name, the flights paid with their amounts, the total, cash or terminal, the
 * staff member, the branch and the time. Printed in the customer's language (ka, en or ru, chosen here,
 * whatever the back office's own language); the print layout is the invoice's (invoice.css).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGES, type Language } from '@amanati/shared/localized';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { adminErrorText } from '../../lib/errors.ts';
import { useReceipt } from './api.ts';
import '../../../features/account/invoice.css';

const LABEL: Record<Language, string> = { ka: 'ქართ', en: 'Eng', ru: 'Рус' };

export function ReceiptPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const [lang, setLang] = useState<Language>(i18n.language as Language);
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void i18n.loadLanguages(lang).then(() => live && setLoaded(lang));
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  const r = i18n.getFixedT(loaded ?? i18n.language, 'admin');
  const data = receipt.data;

  useEffect(() => {
    if (data) document.title = `Amanati — ${r('receipt.title')} ${data.number}`;
  }, [data, r]);

  if (receipt.isLoading)
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  if (!data)
    return (
      <div className="invoice">
        <Alert color="red" role="alert">
          {adminErrorText(receipt.error)}
        </Alert>
      </div>
    );

  const money = (lari: number) => `${formatMoney(lari)} ₾`;
  return (
    <article className="invoice" aria-labelledby="receipt-title" lang={loaded ?? undefined}>
      <div className="invoice-toolbar">
        <SegmentedControl
          aria-label={t('receipt.language')}
          value={lang}
          onChange={(v) => setLang(v)}
          data={LANGUAGES.map((l) => ({ value: l, label: LABEL[l] }))}
        />
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
      </div>
      <header className="invoice-head">
        <div>
          <div className="invoice-brand">{r('receipt.brand')}</div>
          <h1 id="receipt-title" style={{ margin: '4px 0 0', fontSize: '1.25rem' }}>
            {r('receipt.title')} № <span data-testid="receipt-number">{data.number}</span>
          </h1>
        </div>
      </header>
      <dl className="invoice-details">
        <div>
          <dt>{r('receipt.date')}:</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
        </div>
        <div>
          <dt>{r('receipt.customer')}:</dt>
          <dd data-testid="receipt-customer">
            {data.customer.axid} · {data.customer.name}
          </dd>
        </div>
        <div>
          <dt>{r('receipt.method')}:</dt>
          <dd data-testid="receipt-method">{r(`counter.methods.${data.method}`)}</dd>
        </div>
        <div>
          <dt>{r('receipt.branch')}:</dt>
          <dd>{r(`branch.${data.branch}`)}</dd>
        </div>
        <div>
          <dt>{r('receipt.staff')}:</dt>
          <dd>{data.staff}</dd>
        </div>
      </dl>
      <table className="invoice-table">
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
          {r('receipt.flights')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{r('receipt.flight')}</th>
            <th scope="col" className="num">
              {r('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.flights.map((f) => (
            <tr key={f.code}>
              <td>{f.code}</td>
              <td className="num">{money(f.amount)}</td>
            </tr>
          ))}
          {data.owed > 0 && (
            <tr>
              <td>{r('receipt.owed')}</td>
              <td className="num">{money(data.owed)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td>{r('receipt.total')}</td>
            <td className="num" data-testid="receipt-total">
              {money(data.amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p style={{ marginTop: 16 }}>{r('receipt.note')}</p>
    </article>
  );
}
