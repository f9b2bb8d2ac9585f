import { type FormEvent, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { PartnerPriceItem } from '#shared/partners/partner-portal';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../lib/language-context';
import { usePartnerPriceList } from '../lib/partners/price-list-api';
import { priceListQueryOf, searchOfPriceListQuery } from '../lib/partners/price-list-query';
import { percentOf } from '../lib/percent';
import { useMoney } from '../lib/use-money';
import { Button } from './button';
import { DenseTable } from './dense-table';
import { ErrorPage } from './error-page';

const columnsOf = (netColumn: string) => [
  'partner.prices.product',
  'partner.prices.code',
  'partner.prices.catalogueNet',
  'partner.prices.discount',
  netColumn,
];

const PriceRow = ({ item, money }: { item: PartnerPriceItem; money: (amount: number) => string }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <tr data-product={item.id}>
      <th scope="row">
        <Link href={pathFor('product', language, { id: item.id, slug: item.slug })}>{item.name}</Link>
      </th>
      <td>{item.producerCode}</td>
      <td>{money(item.catalogueNet)}</td>
      <td>{percentOf(item.discount, intl.locale)}</td>
      <td data-partner-net>
        <strong>{money(item.net)}</strong>
      </td>
    </tr>
  );
};

/**
 * A price list (`path`: the partner's own, or one the operations staff open, who name its last column
 * `netColumn`): the catalogue at the partner's terms, net in its currency: the catalogue's net, the
 * kind's discount and the partner's net; a phrase search and pages, both in the URL.
 */
export const PartnerPriceList = ({
  path: listPath,
  netColumn = 'partner.prices.net',
}: {
  path: string;
  netColumn?: string;
}) => {
  const intl = useIntl();
  const id = useId();
  const language = useLanguage();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => priceListQueryOf(search), [search]);
  const { data, error, mutate, isValidating } = usePartnerPriceList(listPath, query, language);
  const money = useMoney(data?.currency ?? 'PLN');
  const go = (next: typeof query) => navigate(`${path}${searchOfPriceListQuery(next)}`);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    go({ ...(q ? { q } : {}), page: 1 });
  };
  if (error && !data) return <ErrorPage onRetry={() => void mutate()} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <p>
        <FormattedMessage id="partner.prices.lead" values={{ currency: data?.currency ?? '' }} />
      </p>
      <form
        key={query.q ?? ''}
        className="order-filters"
        aria-label={intl.formatMessage({ id: 'partner.prices.search' })}
        onSubmit={submit}
      >
        <label htmlFor={`${id}-q`}>
          <FormattedMessage id="partner.prices.search" />
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} />
        <Button type="submit">
          <FormattedMessage id="partner.prices.searchSubmit" />
        </Button>
      </form>
      {!data ? (
        <p aria-busy="true" className="loading" />
      ) : data.items.length === 0 ? (
        <p className="partner-empty">
          <FormattedMessage id={query.q ? 'partner.prices.noneFound' : 'partner.prices.empty'} />
        </p>
      ) : (
        <DenseTable columns={columnsOf(netColumn)} className="partner-prices" busy={isValidating}>
          <tbody>
            {data.items.map((item) => (
              <PriceRow key={item.id} item={item} money={money} />
            ))}
          </tbody>
        </DenseTable>
      )}
      {data && pages > 1 && (
        <nav className="partner-pages" aria-label={intl.formatMessage({ id: 'partner.prices.pages' })}>
          <Button
            variant="secondary"
            disabled={query.page <= 1}
            onClick={() => go({ ...query, page: query.page - 1 })}
          >
            <FormattedMessage id="partner.prices.previous" />
          </Button>
          <span>
            <FormattedMessage id="partner.prices.page" values={{ page: query.page, pages }} />
          </span>
          <Button
            variant="secondary"
            disabled={query.page >= pages}
            onClick={() => go({ ...query, page: query.page + 1 })}
          >
            <FormattedMessage id="partner.prices.next" />
          </Button>
        </nav>
      )}
    </>
  );
};
