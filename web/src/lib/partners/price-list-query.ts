import type { PriceListQuery } from './price-list-api';

// The price list's phrase and page live in the URL (`?q=&page=`), so a page can be reloaded and stepped
// back to. A page that is not a whole number from 1 is page 1.

export const priceListQueryOf = (search: string): PriceListQuery => {
  const query = new URLSearchParams(search);
  const q = query.get('q')?.trim();
  const page = Number(query.get('page'));
  return { ...(q ? { q } : {}), page: Number.isInteger(page) && page >= 1 ? page : 1 };
};

export const searchOfPriceListQuery = ({ q, page }: PriceListQuery): string => {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const text = query.toString();
  return text ? `?${text}` : '';
};
