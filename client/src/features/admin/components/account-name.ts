import type { AccountSummary } from '@core/admin/account-schemas';

/** An account's company, else its person's name, else its e-mail. */
export const accountName = (account: AccountSummary) =>
  account.companyName || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
