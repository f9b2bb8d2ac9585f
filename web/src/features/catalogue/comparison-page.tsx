import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { comparisonLimit, removeFromComparison } from '#shared/catalogue/comparison';
import type { ProductView } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { PriceView } from '../../components/price-view';
import { ProductPicture } from '../../components/product-picture';
import { RatingStars } from '../../components/rating-stars';
import { useStored } from '../../lib/browser-store';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useComparison } from './api/comparison-api';
import { attributeLabel, attributeText } from './attribute-text';
import { availabilityMessage } from './availability-text';
import { comparisonStore } from './comparison-store';

interface Row {
  key: string;
  label: string;
  /** Compared by "show differences". */
  value: (product: ProductView) => string;
  cell: (product: ProductView) => ReactNode;
}

const useRows = (products: readonly ProductView[]): Row[] => {
  const intl = useIntl();
  const language = useLanguage();
  const message = (id: string) => intl.formatMessage({ id });
  const availability = (product: ProductView) => {
    const text = availabilityMessage(product.availability, language);
    return intl.formatMessage({ id: text.id }, text.values);
  };
  const keys = [...new Set(products.flatMap((product) => product.attributes.map(({ key }) => key)))];
  const attribute = (product: ProductView, key: string) => {
    const found = product.attributes.find((item) => item.key === key);
    return found ? attributeText(intl, found) : '–';
  };
  return [
    {
      key: 'price',
      label: message('comparison.price'),
      value: (product) => `${product.price.price.net}/${product.billing ?? ''}`,
      cell: (product) => <PriceView priceList={product.price} billing={product.billing} />,
    },
    {
      key: 'availability',
      label: message('comparison.availability'),
      value: availability,
      cell: availability,
    },
    {
      key: 'rating',
      label: message('comparison.rating'),
      value: (product) => `${product.rating.average}/${product.rating.count}`,
      cell: (product) => <RatingStars rating={product.rating} />,
    },
    {
      key: 'producer',
      label: message('listing.filter.producer'),
      value: (product) => product.producer ?? '–',
      cell: (product) => product.producer ?? '–',
    },
    ...keys.map((key) => ({
      key: `attr.${key}`,
      label: attributeLabel(intl, key),
      value: (product: ProductView) => attribute(product, key),
      cell: (product: ProductView) => attribute(product, key),
    })),
  ];
};

/** The comparison (spec sections 2 and 4): one category, remove, clear all, show differences only. */
export const ComparisonPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const list = useStored(comparisonStore);
  const { data, error } = useComparison(list.map((item) => item.id));
  const [removedCount, setRemovedCount] = useState(0);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const products = list.flatMap((item) => data?.products.find((product) => product.id === item.id) ?? []);
  const rows = useRows(products);
  const title = intl.formatMessage({ id: 'comparison.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  useEffect(() => {
    if (!data?.removed.length) return;
    comparisonStore.write(removeFromComparison(comparisonStore.read(), data.removed));
    setRemovedCount(data.removed.length);
  }, [data]);

  const shownRows = differencesOnly ? rows.filter((row) => new Set(products.map(row.value)).size > 1) : rows;
  const category = products[0]?.categoryPath.at(-1);

  return (
    <article className="comparison">
      <h1>{title}</h1>
      {removedCount > 0 && (
        <p role="alert">
          <FormattedMessage id="comparison.removed" values={{ count: removedCount }} />
        </p>
      )}
      {error && <p role="alert">{intl.formatMessage({ id: error.messageId })}</p>}
      {list.length === 0 ? (
        <p>
          <FormattedMessage id="comparison.empty" />
        </p>
      ) : (
        <>
          {category && (
            <p>
              <FormattedMessage
                id="comparison.category"
                values={{
                  category: (
                    <Link href={pathFor('category', language, { id: category.id, slug: category.slug })}>
                      {category.name}
                    </Link>
                  ),
                }}
              />
            </p>
          )}
          {list.length >= comparisonLimit && (
            <p role="status">
              <FormattedMessage id="error.comparison_full" />
            </p>
          )}
          <div className="comparison__tools">
            <label>
              <input
                type="checkbox"
                checked={differencesOnly}
                onChange={(e) => setDifferencesOnly(e.target.checked)}
              />
              <FormattedMessage id="comparison.differences" />
            </label>
            <Button variant="secondary" onClick={() => comparisonStore.write([])}>
              <FormattedMessage id="comparison.clear" />
            </Button>
          </div>
          <div className="comparison__table">
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th key={product.id} scope="col">
                      {product.image && (
                        <ProductPicture
                          image={product.image}
                          sizes="160px"
                          decorative
                          className="comparison__image"
                        />
                      )}
                      <Link href={pathFor('product', language, { id: product.id, slug: product.slug })}>
                        {product.name}
                      </Link>{' '}
                      <button
                        type="button"
                        className="link-button"
                        onClick={() =>
                          comparisonStore.write(removeFromComparison(comparisonStore.read(), [product.id]))
                        }
                      >
                        <FormattedMessage
                          id="comparison.remove"
                          values={{
                            name: product.name,
                            hidden: (text) => <span className="visually-hidden">{text}</span>,
                          }}
                        />
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shownRows.map((row) => (
                  <tr key={row.key} data-row={row.key}>
                    <th scope="row">{row.label}</th>
                    {products.map((product) => (
                      <td key={product.id}>{row.cell(product)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
};
