import { demoProducts } from '../../demo-catalogue/products';

// What the simulated Partner Center knows from the start: the offers it sells (the demo catalogue's
// new-commerce products, by Microsoft's product id), the MCA template, and tenants that exist without
// us, for linking an existing tenant: a customer's admin must accept our relationship first.

/**
 * Product id → offer name, from the demo catalogue's products coded with an NCE product id and term
 * (`CFQ7TTC0LDPB-P1M`); the name without the catalogue's "(monthly)" or "(annual)".
 */
export const offerNames: ReadonlyMap<string, string> = new Map(
  demoProducts.flatMap((product) => {
    const productId = product.producerCode.match(/^(CFQ7TTC0[A-Z0-9]{4})(?:-P1[MY])?$/)?.[1];
    const name = (product.texts.en?.name ?? product.texts.pl.name).replace(/ \((?:monthly|annual)\)$/, '');
    return productId ? [[productId, name] as const] : [];
  }),
);

/** Product id → the licence its subscriptions put in the tenant, from the demo catalogue (none for plans without one). */
export const offerLicences: ReadonlyMap<string, { skuId: string; skuPartNumber: string }> = new Map(
  demoProducts.flatMap((product) =>
    product.kind === 'm365-subscription' && product.catalogItemId && product.licenceSku
      ? [[product.catalogItemId.split(':')[0] as string, product.licenceSku] as const]
      : [],
  ),
);

export const customerAgreementTemplate = {
  templateId: '117a77b0-9360-443b-8795-c6dedc750cf9',
  agreementType: 'MicrosoftCustomerAgreement',
  agreementLink: 'https://aka.ms/microsoftcustomeragreement',
  versionRank: 1,
} as const;

/** Our partner id, in the relationship request link. */
export const partnerTenantId = '4b2f1c9e-5d6a-4e8b-9c7d-1a2b3c4d5e6f';

export interface ForeignTenant {
  tenantId: string;
  domain: string;
  companyName: string;
  country: string;
}

/** Tenants that exist at Microsoft without us (try linking `kontoso`). */
export const foreignTenants: readonly ForeignTenant[] = [
  {
    tenantId: '0f3c6a1e-8b2d-4c5e-9f7a-2d4e6f8a0b1c',
    domain: 'kontoso.onmicrosoft.com',
    companyName: 'Kontoso Sp. z o.o.',
    country: 'PL',
  },
  {
    tenantId: '7a9e2c4b-1d3f-4a5b-8c6d-9e0f1a2b3c4d',
    domain: 'fabrikamde.onmicrosoft.com',
    companyName: 'Fabrikam GmbH',
    country: 'DE',
  },
  {
    tenantId: '3c5e7a9b-2d4f-4b6c-8e1a-5f7b9d1c3e2a',
    domain: 'northwindpl.onmicrosoft.com',
    companyName: 'Northwind Polska S.A.',
    country: 'PL',
  },
];

/** The client secret and refresh token the simulator's token endpoint accepts (the runtime gives them). */
export const simulatorCredentials = {
  clientId: 'local-partner-center-app',
  clientSecret: 'local-partner-center-secret',
  refreshToken: 'local-partner-center-refresh-token',
} as const;
