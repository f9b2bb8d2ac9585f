import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';

// Which of the customer's Microsoft 365 accounts a subscription may be configured in (the API's own
// rule, functions/use-cases/csp/ready-accounts.ts): ours at Microsoft with its Customer Agreement
// accepted. Any other is shown with what it still needs.

/** Ready to choose; active but its agreement not accepted yet; still being linked by its admin. */
export type AccountChoice = 'ready' | 'agreement' | 'linking';

export const accountChoiceOf = (account: MicrosoftAccountView): AccountChoice => {
  if (account.state !== 'active' || !account.tenantId) return 'linking';
  return account.agreementAcceptedAt ? 'ready' : 'agreement';
};

/** The account chosen at first: the only ready one, else none (''). */
export const preselectedAccountOf = (accounts: readonly MicrosoftAccountView[]): string => {
  const ready = accounts.filter((account) => accountChoiceOf(account) === 'ready');
  return ready.length === 1 && ready[0] ? ready[0].accountId : '';
};
