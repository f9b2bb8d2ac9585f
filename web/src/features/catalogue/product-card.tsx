import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ListingItem } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { Card, CardGrid } from '../../components/card';
import { PriceView } from '../../components/price-view';
import { ProductPicture } from '../../components/product-picture';
import { RatingStars } from '../../components/rating-stars';
import { useLanguage } from '../../lib/language-context';
import { AddToBasketButton } from './add-to-basket-button';
import { availabilityMessage } from './availability-text';

type HeadingLevel = 2 | 3;

/** A card's picture width: the whole column on a phone, else about the grid's column (styles/components.css `.card-grid`). */
const cardSizes = '(max-width: 480px) calc(100vw - 3rem), 18rem';

/**
 * A product in a listing, relation tab or strip, with its picture (loaded lazily unless `eager`, for
 * the first row; `priority` for the listing's first, the largest element of a phone's first screen);
 * its name heads a level below the section's.
 */
export const ProductCard = ({
  item,
  level = 2,
  eager = false,
  priority = false,
}: {
  item: ListingItem;
  level?: HeadingLevel;
  eager?: boolean;
  priority?: boolean;
}) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const language = useLanguage();
  const availability = availabilityMessage(item.availability, language);
  return (
    <Card className="product-card" data-product={item.id}>
      {item.image && (
        <ProductPicture
          image={item.image}
          sizes={cardSizes}
          eager={eager}
          priority={priority}
          className="product-card__image"
        />
      )}
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
    </Card>
  );
};

/** The cards of a listing; the first row's pictures (up to `eagerCount`) load at once, the first one first. */
export const ProductCards = ({
  items,
  eagerCount = 4,
}: {
  items: readonly ListingItem[];
  eagerCount?: number;
}) => (
  <CardGrid>
    {items.map((item, index) => (
      <ProductCard
        key={item.id}
        item={item}
        eager={index < eagerCount}
        priority={index === 0 && eagerCount > 0}
      />
    ))}
  </CardGrid>
);
