import type { ListingItem, ListingResult } from '#shared/catalogue/listing';
import type { ClientOrderFilter, Order } from '../../lib/table/orders';
import type { Partner } from '../../lib/table/partners';
import type { TransactItem } from '../../lib/table/transaction';
import type { PartnerPorts } from '../partners/deps';
import { fakeTablePorts, fixedNow } from './fake-table-ports';

/** A partner enrolled in PLN (the demo partner's terms). */
export const samplePartner: Partner = {
  partnerId: 'partner-1',
  code: 'P-7K3M9Q',
  currency: 'PLN',
  enrolledAt: fixedNow.toISOString(),
};

/**
 * In-memory partner ports: `partners` by sub, the orders of each partner's customers (the list answers
 * the caller's own, newest first, and records the filters it was asked), a catalogue listing of
 * `items` (recording its queries), items labelled by their builder, codes drawn from `codes`, and the
 * user pool's users' ids by e-mail (`users`).
 */
export const fakePartnerPorts = ({
  partners = [samplePartner],
  ordersOf = {},
  items = [],
  codes = ['P-AAAAAA'],
  failing = [],
  users = {},
}: {
  partners?: Partner[];
  ordersOf?: Record<string, Order[]>;
  items?: ListingItem[];
  codes?: string[];
  failing?: string[];
  users?: Record<string, string[]>;
} = {}) => {
  const table = fakeTablePorts(failing);
  const listings: Parameters<PartnerPorts['priceListing']>[0][] = [];
  const orderQueries: { partnerId: string; filter: ClientOrderFilter; limit: number }[] = [];
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  let drawn = 0;
  const ports: PartnerPorts = {
    ...table.ports,
    getPartner: async (sub) => partners.find((partner) => partner.partnerId === sub),
    listPartnerOrders: async (partnerId, filter, limit) => {
      orderQueries.push({ partnerId, filter, limit });
      return { orders: (ordersOf[partnerId] ?? []).slice(0, limit) };
    },
    priceListing: async (query): Promise<ListingResult> => {
      listings.push(query);
      return {
        total: items.length,
        page: query.page,
        pageSize: query.pageSize,
        currency: query.currency,
        items,
        facets: { producer: [], licence: [], billing: [], availability: [], attributes: [], price: null },
      };
    },
    partnerItems: {
      accountType: (userId) => label('makePartner', userId),
      terms: (partner) => label('putTerms', partner),
      code: (code, partnerId) => label('claimCode', code, partnerId),
      suspension: (partner, suspension) => [label('suspend', partner.partnerId, suspension)],
    },
    newPartnerCode: () => codes[Math.min(drawn++, codes.length - 1)] ?? 'P-AAAAAA',
    userIdsOfEmail: async (email) => users[email] ?? [],
  };
  return { ports, commits: table.commits, listings, orderQueries };
};
