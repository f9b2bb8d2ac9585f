import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ProductImagesChanged } from '#shared/catalogue/product-image-edits';
import { pathFor } from '#shared/routes';
import { AlertMessage } from '../../components/alert-message';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { ApiError, messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import {
  editImageAlt,
  removeProductImage,
  reorderProductImages,
  uploadProductImage,
  useProductImages,
  useProductMatches,
} from './api/product-images-api';
import { AuditHistory } from './audit-history';
import { ContentNav } from './content-nav';
import { ImageUploadForm } from './image-upload-form';
import { ProductImageCard } from './product-image-card';
import { ProductPricesForm } from './product-prices-form';

/** Finds a product by its name as the shop's search box does, linking each match to its images. */
const ProductFinder = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [phrase, setPhrase] = useState('');
  const { data } = useProductMatches(phrase);
  const matches = phrase.trim().length >= 2 ? (data?.suggestions ?? []) : [];
  return (
    <search className="staff-finder">
      <label htmlFor="content-product-search">
        <FormattedMessage id="staff.content.products.search" />
      </label>
      <input
        id="content-product-search"
        type="search"
        value={phrase}
        maxLength={200}
        placeholder={intl.formatMessage({ id: 'staff.content.products.searchHint' })}
        onChange={(event) => setPhrase(event.target.value)}
      />
      {matches.length > 0 && (
        <ul className="staff-matches">
          {matches.map((match) => (
            <li key={match.id}>
              <Link href={pathFor('contentProduct', language, { productId: match.id })}>{match.name}</Link>{' '}
              <small>{match.id}</small>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
};

/**
 * A product's net prices and its images with every edit; an edit on images someone changed meanwhile
 * reads them again.
 */
const ProductImages = ({ productId }: { productId: string }) => {
  const { data, error, mutate } = useProductImages(productId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (error?.code === 'product_not_found')
    return <MessagePage title="page.notFound.title" text="error.product_not_found" />;
  if (error && !data) return <ErrorPage onRetry={() => void mutate()} />;
  if (!data) return <p aria-busy="true" className="loading" />;
  const act = async (change: () => Promise<ProductImagesChanged>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await change();
    } catch (caught) {
      setFailure(messageIdOf(caught));
      if (!(caught instanceof ApiError) || caught.code !== 'changed_meanwhile') return;
    } finally {
      setBusy(false);
    }
    // After a change, or when someone else changed them first: the images and their history as stored.
    await mutate();
  };
  const { images, revision } = data;
  const move = (from: number, by: -1 | 1) => {
    const order = images.map((image) => image.hash);
    const [hash] = order.splice(from, 1);
    order.splice(from + by, 0, hash as string);
    return act(() => reorderProductImages(productId, revision, order));
  };
  return (
    <>
      <h2 className="staff-product__name">
        {data.name} <small>{productId}</small>
      </h2>
      <ProductPricesForm productId={productId} prices={data.prices} onSaved={mutate} />
      <AlertMessage id={failure} />
      {images.length === 0 ? (
        <p className="staff-empty">
          <FormattedMessage id="staff.content.images.none" />
        </p>
      ) : (
        <ol className="staff-images">
          {images.map((image, place) => (
            <ProductImageCard
              key={image.hash}
              image={image}
              place={place}
              count={images.length}
              revision={revision}
              busy={busy}
              onMove={(by) => void move(place, by)}
              onAlt={(alt) => void act(() => editImageAlt(productId, image.hash, { revision, alt }))}
              onRemove={() => void act(() => removeProductImage(productId, image.hash, revision))}
            />
          ))}
        </ol>
      )}
      <ImageUploadForm
        onUpload={async (file, alt) => {
          await uploadProductImage(productId, file, alt);
          await mutate();
        }}
      />
      <AuditHistory history={data.history} />
    </>
  );
};

/**
 * `/tresci/produkty/` and `/tresci/produkty/{id}`: find a product by its name, then its net prices,
 * changed together, and its images in order, each moved, described per language or removed, and a new
 * one uploaded; what staff did below.
 */
export const ProductImagesPage = ({ productId }: { productId: string | undefined }) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'staff.content.products.heading' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  return (
    <section className="staff-page staff-content">
      <ContentNav current="contentProducts" />
      <h1>{title}</h1>
      <ProductFinder />
      {productId && <ProductImages productId={productId} />}
    </section>
  );
};
