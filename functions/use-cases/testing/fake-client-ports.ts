import type { AccountTypeId } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { RegisterCheck } from '#shared/identity/register-check';
import type { StoredProfile } from '../../lib/table/client-profiles';
import type { TransactItem } from '../../lib/table/transaction';
import type { ClientPorts } from '../clients/deps';
import type { Commit } from '../table-ports';
import { fakeRegisterAnswer } from './fake-company-register';
import { fakeWorkflowPorts } from './fake-workflow-ports';

export interface ClientStore {
  profile?: StoredProfile;
  invoiceData: CompanyInvoiceData | null;
  /** How the invoice data stood against the register when saved. */
  invoiceCheck?: RegisterCheck;
  /** The customer search's terms put (`<kind>:<value>`). */
  searchTerms?: string[];
}

/** A fake item: its kind, whether its condition holds on the store, and its change. */
export interface Effect {
  kind: string;
  holds: (store: ClientStore) => boolean;
  apply: (store: ClientStore) => void;
}

/** A fake transaction item over the store, for the fakes built on these. */
export const itemOf = (effect: Effect) => effect as unknown as TransactItem;
const effectOf = (item: TransactItem) => item as unknown as Effect;

export const storedProfile = (accountTypeId: AccountTypeId): StoredProfile => ({
  userId: 'u1',
  email: 'ewa@example.pl',
  name: 'Ewa Nowak',
  phone: '+48601000000',
  accountTypeId,
  language: 'pl',
  consents: [],
  isExternal: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/**
 * In-memory client ports over one client's profile and invoice data: the fake register of
 * fake-company-register.ts (`lookups` counts its calls), items applied by `commit` all or none, an item of a kind in `outage` thrown as a
 * table outage, and the fake workflow progress.
 */
export const fakeClientPorts = (store: ClientStore, outage: string[] = []) => {
  const workflows = fakeWorkflowPorts();
  const lookups: string[] = [];
  const commit: Commit = async (items) => {
    if (items.some(({ item }) => outage.includes(effectOf(item).kind))) throw new Error('outage');
    const refused = items.find(({ item }) => !effectOf(item).holds(store));
    if (refused?.whenConditionFails) return { ok: false, code: refused.whenConditionFails };
    if (refused) throw new Error('condition failed');
    for (const { item } of items) effectOf(item).apply(store);
    return { ok: true };
  };
  const always = () => true;
  const ports: ClientPorts = {
    ...workflows.ports,
    commit,
    clientProfileOf: async () =>
      store.profile && {
        profile: { ...store.profile },
        invoiceData: store.invoiceData,
        ...(store.invoiceCheck ? { invoiceCheck: store.invoiceCheck } : {}),
      },
    profileEditItem: (_, edit) =>
      itemOf({
        kind: 'profileEdit',
        holds: (s) => Boolean(s.profile),
        apply: (s) => {
          if (s.profile) s.profile = { ...s.profile, name: edit.fullName, phone: edit.phone };
        },
      }),
    findCompany: async (country, taxNumber) => {
      lookups.push(taxNumber);
      return fakeRegisterAnswer(country, taxNumber);
    },
    clientSearchItems: (_, terms) =>
      terms.map((term) =>
        itemOf({
          kind: 'clientSearch',
          holds: always,
          apply: (s) => {
            s.searchTerms = [...(s.searchTerms ?? []), `${term.kind}:${term.value}`];
          },
        }),
      ),
    conversionItems: {
      profileExists: () =>
        itemOf({ kind: 'profileExists', holds: (s) => Boolean(s.profile), apply: () => {} }),
      recordInvoiceData: (_, invoiceData, __, check) =>
        itemOf({
          kind: 'recordInvoiceData',
          holds: always,
          apply: (s) => {
            s.invoiceData = invoiceData;
            s.invoiceCheck = check;
          },
        }),
      forgetInvoiceData: () =>
        itemOf({
          kind: 'forgetInvoiceData',
          holds: always,
          apply: (s) => {
            s.invoiceData = null;
            s.invoiceCheck = undefined;
          },
        }),
      changeAccountType: (_, from, to) =>
        itemOf({
          kind: 'changeAccountType',
          holds: (s) => s.profile?.accountTypeId === from || s.profile?.accountTypeId === to,
          apply: (s) => {
            if (s.profile) s.profile = { ...s.profile, accountTypeId: to };
          },
        }),
    },
  };
  return { ports, store, lookups, workflows };
};
