/** Outside production: a demo customer with parcels in every status, plus staff, with known sign-ins. */
import { and, asc, desc, eq, isNotNull, isNull, lt, gt } from 'drizzle-orm';
import type { ParcelStatus } from '@amanati/shared/constants';
import { formatLari } from '@amanati/shared/money';
import { hashPassword } from '../../lib/passwords.ts';
import { chargeParcel } from '../../modules/money/charging.service.ts';
import { post } from '../../modules/money/ledger.ts';
import { payWithin } from '../../modules/money/payments.service.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import { accountsRepo } from '../../modules/accounts/accounts.repo.ts';
import { parcelLife, WAREHOUSE } from '../../modules/parcels/parcel-life.ts';
import type { Tx } from '../client.ts';
import { flights } from '../schema/index.ts';

export interface DemoSignin {
  role: string;
  login: string;
  axid: string;
  password: string;
}

export const DEMO_PASSWORDS = {
  customer: 'demo12345',
  operator: 'operator12345',
  admin: 'admin12345',
} as const;

interface DemoParcel {
  status: ParcelStatus;
  tracking: string;
  country: 1 | 2 | 3;
  category: string;
  shop: string;
  amount: string;
  currency: string;
  quantity: number | null;
  weightKg?: string;
}

const PARCELS: DemoParcel[] = [
  {
    status: 'waiting',
    tracking: 'LP00512345678CN',
    country: 1,
    category: '_ELECTRONICS_',
    shop: '_TAOBAO_',
    amount: '249.00',
    currency: 'CNY',
    quantity: 1,
  },
  {
    status: 'waiting',
    tracking: '1Z999AA10123456784',
    country: 2,
    category: '_SHOES_',
    shop: '_AMAZON_',
    amount: '89.99',
    currency: 'USD',
    quantity: 1,
  },
  {
    status: 'stock',
    tracking: 'TY4821903375',
    country: 3,
    category: '_CLOTHING_',
    shop: '_TRENDYOL_',
    amount: '1250.00',
    currency: 'TRY',
    quantity: 3,
    weightKg: '1.450',
  },
  {
    status: 'stock',
    tracking: 'YT2300114477881',
    country: 1,
    category: '_BAGS_',
    shop: '_ALIEXPRESS_',
    amount: '35.50',
    currency: 'USD',
    quantity: null,
    weightKg: '0.800',
  },
  {
    status: 'sent',
    tracking: '9400111899223344556677',
    country: 2,
    category: '_FOOD_SUPPLEMENTS_',
    shop: '_IHERB_',
    amount: '64.20',
    currency: 'USD',
    quantity: 4,
    weightKg: '2.100',
  },
  {
    status: 'sent',
    tracking: 'SF1402256789012',
    country: 1,
    category: '_PHONES_AND_NETWORK_DEVICES_',
    shop: '_JD_',
    amount: '1999.00',
    currency: 'CNY',
    quantity: 1,
    weightKg: '0.650',
  },
  {
    status: 'arrived',
    tracking: 'HB7730012299',
    country: 3,
    category: '_PERFUMERY_AND_COSMETICS_',
    shop: '_HEPSIBURADA_',
    amount: '980.00',
    currency: 'TRY',
    quantity: 2,
    weightKg: '0.900',
  },
  {
    status: 'arrived',
    tracking: '1Z999AA10987654321',
    country: 2,
    category: '_COMPUTERS_AND_LAPTOPS_',
    shop: '_BEST_BUY_',
    amount: '749.00',
    currency: 'USD',
    quantity: 1,
    weightKg: '3.400',
  },
  {
    status: 'obtained',
    tracking: 'LP00498877665CN',
    country: 1,
    category: '_TOYS_AND_SPORTS_EQUIPMENT_',
    shop: '_TMALL_',
    amount: '320.00',
    currency: 'CNY',
    quantity: 2,
    weightKg: '1.200',
  },
  {
    status: 'obtained',
    tracking: 'KT5512009933',
    country: 3,
    category: '_SHOES_',
    shop: '_KOTON_',
    amount: '1500.00',
    currency: 'TRY',
    quantity: 1,
    weightKg: '1.100',
  },
];

/** A flight of that country to Tbilisi, where the demo customer's branch (Didube) is. */
async function pickFlight(tx: Tx, country: number, landed: boolean) {
  const now = new Date();
  const [row] = await tx
    .select()
    .from(flights)
    .where(
      and(
        eq(flights.country, country),
        eq(flights.tbilisi, true),
        landed ? isNotNull(flights.endAt) : and(isNull(flights.endAt), lt(flights.departedAt, now)),
      ),
    )
    .orderBy(landed ? desc(flights.endAt) : asc(flights.departedAt))
    .limit(1);
  if (row) return row;
  const [next] = await tx
    .select()
    .from(flights)
    .where(and(eq(flights.country, country), eq(flights.tbilisi, true), gt(flights.departedAt, now)))
    .orderBy(asc(flights.departedAt))
    .limit(1);
  return next;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * One demo parcel lived through parcel-life, step by step up to its status, two days apart and ending
 * two days ago: declared, received, sent (and charged), arrived, handed over.
 */
async function seedParcel(tx: Tx, accountId: string, p: DemoParcel, notifier: Notifier | undefined) {
  const onFlight = p.status === 'sent' || p.status === 'arrived' || p.status === 'obtained';
  const flight = onFlight ? await pickFlight(tx, p.country, p.status !== 'sent') : undefined;
  const steps = [
    true,
    Boolean(p.weightKg),
    onFlight,
    p.status === 'arrived' || p.status === 'obtained',
    p.status === 'obtained',
  ].filter(Boolean).length;
  let step = 0;
  const at = () => new Date(Date.now() - (steps - step++) * 2 * DAY);
  const row = await parcelLife.declare(
    tx,
    {
      accountId,
      tracking: p.tracking,
      category: p.category,
      quantity: p.quantity,
      shop: p.shop,
      country: p.country,
      amount: p.amount,
      currency: p.currency,
      branch: 'didube',
    },
    { actorId: accountId, at: at() },
  );
  if (p.weightKg) {
    const mark = { actorId: null, place: WAREHOUSE[p.country], at: at() };
    await parcelLife.receive(tx, row, { weightKg: p.weightKg }, mark);
  }
  if (p.status === 'stock' && p.quantity === null)
    await notifier?.notify(tx, accountId, 'declare_parcel', { tracking: p.tracking });
  if (!flight) return;
  const charges = await parcelLife.send(tx, flight, [row], { actorId: null, at: at() }, async () => {
    const charge = await chargeParcel(tx, row.id, null);
    return new Map([[row.id, charge.totalTetri]]);
  });
  await notifier?.notify(tx, accountId, 'parcel_sent', {
    tracking: p.tracking,
    flight: flight.code,
    charge: formatLari(charges.get(row.id) ?? 0),
  });
  if (p.status === 'sent') return;
  await parcelLife.arrive(tx, flight, { actorId: null, at: at() });
  if (p.status === 'obtained')
    await parcelLife.obtain(tx, [row.id], { by: 'branch' }, { actorId: null, place: 'didube', at: at() });
}

export async function seedDemo(tx: Tx, notifier?: Notifier): Promise<DemoSignin[]> {
  const customer = await accountsRepo.insert(tx, {
    email: 'demo@amanati.ge',
    passwordHash: await hashPassword(DEMO_PASSWORDS.customer),
    type: 1,
    phone: '555123456',
    city: '_TBILISI_',
    address: 'ვაჟა-ფშაველას გამზ. 12, ბ. 5',
    passportId: '01001012345',
    nameKa: 'ნინო',
    lastNameKa: 'ბერიძე',
    nameEn: 'nino',
    lastNameEn: 'Beridze',
    branchCity: 'tbilisi',
    branchCode: 'didube',
  });
  const staff: DemoSignin[] = [];
  for (const role of ['operator', 'admin'] as const) {
    const row = await accountsRepo.insert(tx, {
      email: `${role}@amanati.ge`,
      passwordHash: await hashPassword(DEMO_PASSWORDS[role]),
      role,
      phone: '555000000',
      city: '_TBILISI_',
      nameEn: role === 'admin' ? 'Admin' : 'Operator',
      lastNameEn: 'Amanati',
    });
    staff.push({ role, login: row.email, axid: row.axid, password: DEMO_PASSWORDS[role] });
  }
  for (const p of PARCELS) await seedParcel(tx, customer.id, p, notifier);
  // A demo balance, and the collected parcels paid from it, as they would have been.
  await post(tx, { accountId: customer.id, amountTetri: 150_00, kind: 'adjustment', reason: 'demo credit' });
  await payWithin(tx, customer.id, { status: 'obtained' });
  return [
    { role: 'customer', login: customer.email, axid: customer.axid, password: DEMO_PASSWORDS.customer },
    ...staff,
  ];
}
