/**
 * Money: debt, invoices and paying from the balance (§7), and the back office's list of card payment
 * orders, and payments taken at a branch counter with their cash report. Charging is called by the flights module; top-ups arrive through the gateway module.
 */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { counterAdminRoutes } from './counter.admin.routes.ts';
import { createCounterService } from './counter.service.ts';
import { createInvoicesService } from './invoices.service.ts';
import { moneyRoutes } from './money.routes.ts';
import { createPaymentOrdersService } from './payment-orders.service.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';
import { createPaymentsService } from './payments.service.ts';

export const moneyModule: AppModule = {
  name: 'money',
  async register(app, ctx) {
    moneyRoutes(app, ctx, createInvoicesService(ctx), createPaymentsService(ctx));
    const orders = createPaymentOrdersService(ctx);
    await staffRoutes(app, (r) => paymentsAdminRoutes(r, orders));
    const counter = createCounterService(ctx);
    await staffRoutes(app, (r) => counterAdminRoutes(r, counter));
  },
};
