/**
 * Money: debt, invoices and paying from the balance (§7), and the back office's list of card payment
 * orders, payments taken at a branch counter with their cash report, and the customer's statement with
 * its CSV and PDF receipts. Charging is called by the flights module; top-ups arrive through the gateway module.
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
import { createReconciliationService } from './reconciliation.service.ts';
import { statementRoutes } from './statement.routes.ts';
import { createStatementService } from './statement.service.ts';

export const moneyModule: AppModule = {
  name: 'money',
  async register(app, ctx) {
    moneyRoutes(app, ctx, createInvoicesService(ctx), createPaymentsService(ctx));
    statementRoutes(app, createStatementService(ctx));
    const orders = createPaymentOrdersService(ctx);
    const reconciliation = createReconciliationService(ctx);
    await staffRoutes(app, (r) => paymentsAdminRoutes(r, orders, reconciliation));
    const counter = createCounterService(ctx);
    await staffRoutes(app, (r) => counterAdminRoutes(r, counter));
  },
};
