import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { orderIdSchema } from '#shared/orders/order-requests';
import { pathFor } from '#shared/routes';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { OrderPanel } from './order-panel';

/** `historia-zamowien/{realizationId}/szczegoly`: one of the signed-in customer's orders, live as on the status page. */
export const OrderDetailsPage = ({ id }: { id: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const title = intl.formatMessage({ id: 'orders.details.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  return (
    <section className="account-page">
      <Link href={pathFor('accountOrderHistory', language)}>
        <FormattedMessage id="orders.history.back" />
      </Link>
      {orderIdSchema.safeParse(id).success ? <OrderPanel reader={{ kind: 'owner', id }} /> : <NotFoundPage />}
    </section>
  );
};
