import * as z from 'zod/mini';
import { fieldMessages } from '../validation';

// A Microsoft 365 account's name: the `<name>` of its `<name>.onmicrosoft.com` domain (spec sections 5
// and 9: letters and digits only, no dot, never containing the default domain, at most 30 characters,
// verified before use). Microsoft publishes no length of its own (microsoft.md 3.1 found only a
// distributor's FAQ saying 27), so the spec's 30 is the rule, and the Partner Center simulator's.

export const tenantNameMaxLength = 30;
export const defaultDomainSuffix = '.onmicrosoft.com';

/** The name as typed (any case; Microsoft's domains are lowercase), checked by the spec's rules. */
export const tenantNameSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, fieldMessages.required),
    z.maxLength(tenantNameMaxLength, fieldMessages.tooLong),
    z.refine((name) => !name.includes('onmicrosoft'), fieldMessages.tenantNameDefaultDomain),
    z.regex(/^[a-z0-9]+$/, fieldMessages.tenantNameCharacters),
  ),
);

export const domainOf = (name: string): string => `${name}${defaultDomainSuffix}`;

/** The name a domain is of (`firma.onmicrosoft.com` → `firma`); undefined for another domain. */
export const tenantNameOf = (domain: string): string | undefined =>
  domain.endsWith(defaultDomainSuffix) ? domain.slice(0, -defaultDomainSuffix.length) : undefined;

/**
 * A name made from the company's name when the customer leaves it empty (spec section 5): its letters
 * and digits without diacritics, lowercase, cut to leave room for `suffix` digits that make it free.
 */
export const generatedTenantName = (companyName: string, suffix: string): string => {
  const letters = companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/onmicrosoft/g, '');
  const stem = (letters || 'firma').slice(0, tenantNameMaxLength - suffix.length);
  return `${stem}${suffix}`;
};
