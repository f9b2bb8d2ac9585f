import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ListingItem } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { PriceView } from '../../components/price-view';
import { useLanguage } from '../../lib/language-context';
import { AddToBasketButton } from './add-to-basket-button';
import { availabilityMessage } from './availability-text';
import { RatingStars } from './rating-stars';

type HeadingLevel = 2 | 3;

/** A product in a listing, relation tab or strip; its name heads a level below the section's. */
export const ProductCard = ({ item, level = 2 }: { item: ListingItem; level?: HeadingLevel }) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const language = useLanguage();
  const availability = availabilityMessage(item.availability, language);
  return (
    <li className="product-card" data-product={item.id}>
      <Heading className="product-card__name">
        <Link href={pathFor('product', language, { id: item.id, slug: item.slug })}>{item.name}</Link>
      </Heading>
      {item.producer && <p className="product-card__producer">{item.producer}</p>}
      <RatingStars rating={item.rating} />
      <PriceView priceList={item.price} billing={item.billing} />
      <p className="product-card__availability">
        <FormattedMessage id={availability.id} values={availability.values} />
      </p>
      <AddToBasketButton productId={item.id} productName={item.name} availability={item.availability} />
    </li>
  );
};

export const ProductCards = ({ items }: { items: readonly ListingItem[] }) => (
  <ul className="product-cards">
    {items.map((item) => (
      <ProductCard key={item.id} item={item} />
    ))}
  </ul>
);
