import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { StaffCustomerPage, StaffCustomerView } from '#shared/identity/staff-customer';
import type { Currency } from '#shared/locale';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The operations staff's customer routes (functions/clients/README.md): the search, one customer, and
// the actions on her account, each answering her page as it is after it.

const listPath = (q: string | undefined, cursor?: string) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return `/api/clients/staff/customers?${query}`;
};

/** The newest customers, or those a phrase finds; a further page starts at the last one's cursor. */
export const useCustomerSearch = (q: string | undefined) =>
  useSWRInfinite<StaffCustomerPage, ApiError>(
    (index: number, previous: StaffCustomerPage | null) =>
      index === 0 ? listPath(q) : previous?.cursor ? listPath(q, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

const customerPath = (id: string) => `/api/clients/staff/customers/${encodeURIComponent(id)}`;

export const useStaffCustomer = (id: string) =>
  useSWR<StaffCustomerView, ApiError>(customerPath(id), authorizedFetch);

const send = (path: string, method: string, body?: unknown) =>
  authorizedFetch<StaffCustomerView>(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export const customerActions = {
  setSignInBlocked: (id: string, blocked: boolean) => send(`${customerPath(id)}/sign-in`, 'PUT', { blocked }),
  resendSignUpCode: (id: string) => send(`${customerPath(id)}/sign-up-code`, 'POST'),
  convertToBusiness: (id: string, company: CompanyInvoiceData) =>
    send(`${customerPath(id)}/invoice-data`, 'PUT', company),
  enrolPartner: (id: string, currency: Currency) => send(`${customerPath(id)}/partner`, 'POST', { currency }),
  setPartnerSuspended: (id: string, suspended: boolean) =>
    send(`${customerPath(id)}/partner`, 'PUT', { suspended }),
};
