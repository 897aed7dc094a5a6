/** Accounts: sign-up, sign-in, profile, password change and recovery (§7 `/api/authorization/*`). */
import type { AppModule } from '../../app-module.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

export const accountsModule: AppModule = {
  name: 'accounts',
  register(app, ctx) {
    accountsRoutes(app, createAccountsService({ ...ctx, forgetAccount: (id) => app.forgetAccount(id) }));
  },
};
