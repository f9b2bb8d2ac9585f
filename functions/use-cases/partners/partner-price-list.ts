import type { PartnerPriceListPage, PartnerPriceListQuery } from '#shared/partners/partner-portal';
import { partnerPriceListPageSize } from '#shared/partners/partner-portal';
import { partnerDiscounts, partnerNetOf } from '#shared/partners/partner-terms';
import { ok, type Result } from '../result';
import type { PartnerPorts } from './deps';
import { partnerOf } from './partner-of';

/**
 * Input: the caller's sub and the price list's query (phrase, page, language). Output: a page of the
 * published catalogue at the partner's terms: each product's catalogue net in the partner's currency,
 * the kind's discount and the partner's net (`shared/partners/partner-terms.ts`, integer minor units);
 * by name, or by relevance for a phrase. `not_allowed` for a non-partner.
 */
export const partnerPriceList = async (
  ports: Pick<PartnerPorts, 'getPartner' | 'priceListing'>,
  { sub, query }: { sub: string; query: PartnerPriceListQuery },
): Promise<Result<PartnerPriceListPage>> => {
  const partner = await partnerOf(ports, sub);
  if (!partner.ok) return partner;
  const { currency } = partner.value;
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
  return ok({
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
  });
};
