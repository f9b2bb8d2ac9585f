import useSWR from 'swr';
import type {
  AddAccountInput,
  AgreementInput,
  CreatedAccount,
  MicrosoftAccountView,
} from '#shared/microsoft/microsoft-account';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The customer's Microsoft 365 accounts (`/api/csp/me/accounts`, functions/csp/README.md).

const listPath = '/api/csp/me/accounts';

export const useAccounts = () =>
  useSWR<{ accounts: MicrosoftAccountView[] }, ApiError>(listPath, authorizedFetch);

export const checkAccountName = (name: string) =>
  authorizedFetch<{ name: string; domain: string; available: boolean }>(
    `${listPath}/availability?${new URLSearchParams({ name })}`,
  );

export const addAccount = (input: AddAccountInput) =>
  authorizedFetch<CreatedAccount>(listPath, { method: 'POST', body: JSON.stringify(input) });

export const refreshAccount = (accountId: string) =>
  authorizedFetch<MicrosoftAccountView>(`${listPath}/${encodeURIComponent(accountId)}/refresh`, {
    method: 'POST',
  });

export const acceptAgreement = (accountId: string, input: AgreementInput) =>
  authorizedFetch<MicrosoftAccountView>(`${listPath}/${encodeURIComponent(accountId)}/agreement`, {
    method: 'POST',
    body: JSON.stringify(input),
  });
