import { type Localized, localized } from '../catalogue/localized';
import type { Product } from '../catalogue/product';
import type { Language } from '../locale';

// A Microsoft 365 plan's name as the panel shows it: in the page's language, whatever the order's.
// A subscription keeps its product's names in every language from its purchase (`names`), and what
// is named after it (its licence in the tenant, its dashboard events, a renewal offer's lines) carries
// them on; the panel picks the page language's one as it shows it. `name`, the name in the order's
// language, stays for the mails and documents written in that language.

/** A plan's name per language (Polish always). */
export type PlanNames = Localized<string>;

/** The names a product has, one per language it is named in. */
export const planNamesOf = ({ texts }: Pick<Product, 'texts'>): PlanNames =>
  Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text.name])) as PlanNames;

/**
 * The name to show in `language`: the plan's in it (else English, else Polish), or, for a record kept
 * before the names were, the one it was ordered under.
 */
export const planNameIn = (
  named: { name: string; names?: PlanNames | undefined },
  language: Language,
): string => (named.names ? localized(named.names, language) : named.name);
