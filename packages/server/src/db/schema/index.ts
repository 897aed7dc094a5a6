/** Every table, for Drizzle's relational queries and drizzle-kit. */
export * from './accounts.ts';
export * from './content.ts';
export * from './flights.ts';
export * from './messaging.ts';
export * from './money.ts';
export * from './parcels.ts';
export * from './customs.ts';
export * from './delivery.ts';
export * from './business-api.ts';
export * from './webhooks.ts';
export * from './bill-pay.ts';
export * from './pickup.ts';
export * from './trust.ts';
