import type { PartnerPriceListPage, PartnerPriceListQuery } from '#shared/partners/partner-portal';
import { partnerPriceListPageSize } from '#shared/partners/partner-portal';
import { partnerDiscounts, partnerNetOf } from '#shared/partners/partner-terms';
import type { Partner } from '../../lib/table/partners';
import { fail, ok, type Result } from '../result';
import type { PartnerPorts } from './deps';
import { partnerOf } from './partner-of';

/**
 * A page of the published catalogue at a partner's terms: each product's catalogue net in the
 * partner's currency, the kind's discount and the partner's net (`shared/partners/partner-terms.ts`,
 * integer minor units); by name, or by relevance for a phrase.
 */
const priceListOf = async (
  ports: Pick<PartnerPorts, 'priceListing'>,
  { currency }: Partner,
  query: PartnerPriceListQuery,
): Promise<PartnerPriceListPage> => {
  const listing = await ports.priceListing({
    ...(query.q === undefined ? { sort: 'name' as const } : { q: query.q }),
    page: query.page,
    pageSize: partnerPriceListPageSize,
    language: query.language,
    currency,
    country: 'PL',
    attributes: {},
    ranges: {},
  });
  return {
    currency,
    total: listing.total,
    page: listing.page,
    pageSize: listing.pageSize,
    items: listing.items.map((item) => ({
      id: item.id,
      name: item.name,
      slug: item.slug,
      kind: item.kind,
      producerCode: item.producerCode,
      catalogueNet: item.price.price.net,
      discount: partnerDiscounts[item.kind],
      net: partnerNetOf(item.price.price.net, item.kind),
    })),
  };
};

/**
 * Input: the caller's sub and the price list's query (phrase, page, language). Output: the page of her
 * price list; `not_allowed` for a non-partner, `partner_suspended` for a suspended one.
 */
export const partnerPriceList = async (
  ports: Pick<PartnerPorts, 'getPartner' | 'priceListing'>,
  { sub, query }: { sub: string; query: PartnerPriceListQuery },
): Promise<Result<PartnerPriceListPage>> => {
  const partner = await partnerOf(ports, sub);
  return partner.ok ? ok(await priceListOf(ports, partner.value, query)) : partner;
};

/**
 * Input: a partner's id and the query (operations staff). Output: her price list's page as she sees
 * it, suspended or not; `partner_not_found` for a user who is no partner.
 */
export const staffPartnerPriceList = async (
  ports: Pick<PartnerPorts, 'getPartner' | 'priceListing'>,
  { partnerId, query }: { partnerId: string; query: PartnerPriceListQuery },
): Promise<Result<PartnerPriceListPage>> => {
  const partner = await ports.getPartner(partnerId);
  return partner ? ok(await priceListOf(ports, partner, query)) : fail('partner_not_found');
};
