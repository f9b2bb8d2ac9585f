import { type ComponentType, lazy, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productJsonLd } from '#shared/catalogue/json-ld';
import type { ProductView } from '#shared/catalogue/listing';
import { mayBeService } from '#shared/device-as-a-service/device-service-product';
import { serviceFeePrice } from '#shared/device-as-a-service/service-fee';
import type { Language } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { scriptJson } from '#shared/script-json';
import { useAlternatePath } from '../../app/alternate-path';
import { LazyModal } from '../../app/lazy-modal';
import { Breadcrumb } from '../../components/breadcrumb';
import { Button } from '../../components/button';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { PriceView } from '../../components/price-view';
import { ProductPicture } from '../../components/product-picture';
import { RateForm } from '../../components/rate-form';
import { RatingStars } from '../../components/rating-stars';
import { useProduct } from '../../lib/catalogue-reads';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMonthlyPriceText } from '../../lib/monthly-price-text';
import { useCustomer } from '../../lib/session/use-customer';
import { useVerifiedSession } from '../../lib/session/use-session-keeper';
import { AddToBasketButton } from './add-to-basket-button';
import { rateProduct } from './api/product-requests-api';
import { availabilityAction, availabilityMessage } from './availability-text';
import { CompareButton } from './compare-button';
import { ProductTabs } from './product-tabs';
import { RecentlyViewed, useRecordView } from './recently-viewed';
import { useCanonicalPath } from './use-canonical-path';

// The request forms load when a visitor opens one.
const AvailabilityRequestModal = lazy(() =>
  import('./availability-request-modal').then((m) => ({ default: m.AvailabilityRequestModal })),
);

/** The service inquiry modal (the forms feature's), which the app hands to the page. */
export type ServiceInquiry = ComponentType<{ productId: string; productName: string; onClose: () => void }>;

const ProductDetails = ({
  product,
  busy,
  onRated,
  serviceInquiry,
}: {
  product: ProductView;
  /** Offered on an IT service's page. */
  serviceInquiry: ServiceInquiry | undefined;
  /** Loading it again (e.g. priced in the visitor's currency): what shows is about to change. */
  busy: boolean;
  onRated: (rating: ProductView['rating']) => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const { signedIn } = useCustomer();
  const monthlyPriceText = useMonthlyPriceText();
  useVerifiedSession();
  const [modalOpen, setModalOpen] = useState(false);
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const Inquiry = product.kind === 'it-service' ? serviceInquiry : undefined;
  const pathIn = useCallback(
    (other: Language) => pathFor('product', other, { id: product.id, slug: product.slugs[other] }),
    [product.id, product.slugs],
  );
  useAlternatePath(pathIn);
  useCanonicalPath(pathFor('product', language, { id: product.id, slug: product.slug }));
  useRecordView(product.id);
  usePageHead({
    title: `${product.name} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: product.description.slice(0, 160),
  });
  const availability = availabilityMessage(product.availability, language);
  const action = availabilityAction(product.availability.state);

  return (
    <article className="product" data-product={product.id} aria-busy={busy}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialized with `<` escaped
        dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(product)) }}
      />
      <Breadcrumb trail={product.categoryPath} current={product.name} />
      <h1>{product.name}</h1>
      <div className="product__top">
        {product.image && (
          <ProductPicture
            image={product.image}
            sizes="(max-width: 600px) calc(100vw - 2rem), 560px"
            priority
            className="product-page__image"
          />
        )}
        <div className="product__buy">
          <p className="product__codes">
            {product.producer && <>{product.producer} · </>}
            <FormattedMessage id="product.code" values={{ code: product.producerCode }} />
          </p>
          <RatingStars rating={product.rating} />
          <RateForm rate={(request) => rateProduct(product.id, request)} onRated={onRated} />
          <PriceView priceList={product.price} billing={product.billing} full />
          <p className="product__availability">
            <FormattedMessage id={availability.id} values={availability.values} />
          </p>
          {product.requiresSignIn && !signedIn && (
            <p>
              <FormattedMessage id="product.requiresSignIn" />
            </p>
          )}
          <AddToBasketButton
            productId={product.id}
            productName={product.name}
            availability={product.availability}
            withQuantity
          />
          {mayBeService(product) && (
            <p className="product__as-service">
              <Link
                href={`${pathFor('deviceAsAService', language)}?device=${encodeURIComponent(product.id)}`}
              >
                <FormattedMessage
                  id="services.asService"
                  values={{ price: monthlyPriceText(serviceFeePrice(product.price)) }}
                />
              </Link>
            </p>
          )}
          <div className="product__actions">
            {action && (
              <Button onClick={() => setModalOpen(true)}>
                <FormattedMessage id={`request.${action}.open`} />
              </Button>
            )}
            {Inquiry && (
              <Button onClick={() => setInquiryOpen(true)}>
                <FormattedMessage id="forms.inquiry.open" />
              </Button>
            )}
            <CompareButton product={product} />
          </div>
        </div>
      </div>
      {action && modalOpen && (
        <LazyModal onClose={() => setModalOpen(false)}>
          <AvailabilityRequestModal
            action={action}
            productId={product.id}
            productName={product.name}
            onClose={() => setModalOpen(false)}
          />
        </LazyModal>
      )}
      {Inquiry && inquiryOpen && (
        <LazyModal onClose={() => setInquiryOpen(false)}>
          <Inquiry productId={product.id} productName={product.name} onClose={() => setInquiryOpen(false)} />
        </LazyModal>
      )}
      <ProductTabs product={product} />
      <RecentlyViewed exclude={product.id} />
    </article>
  );
};

/** A product page by id (embedded when pre-rendered); the slug in the address follows the language. */
export const ProductPage = ({
  id,
  initial,
  serviceInquiry,
}: {
  id: string;
  initial: ProductView | undefined;
  serviceInquiry?: ServiceInquiry;
}) => {
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useProduct(id, initial);
  if (error?.code === 'product_not_found') {
    return (
      <MessagePage title="page.notFound.title" text="error.product_not_found">
        <Link href={pathFor('home', language)} className="button">
          <FormattedMessage id="page.notFound.home" />
        </Link>
      </MessagePage>
    );
  }
  if (error && !data) return <ErrorPage />;
  if (!data) return <p aria-busy="true" className="loading" />;
  return (
    <ProductDetails
      key={data.id}
      product={data}
      busy={isLoading}
      serviceInquiry={serviceInquiry}
      // While busy, `data` is the product kept from before (another currency): fetched again after.
      onRated={(rating) => mutate({ ...data, rating }, { revalidate: isLoading })}
    />
  );
};
