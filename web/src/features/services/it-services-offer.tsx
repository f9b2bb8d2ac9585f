import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { serviceAddOns } from '#shared/device-as-a-service/service-catalogue';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { AddOnFields, addOnLines, noAddOns, useAddOnProducts } from './add-on-fields';
import { useAddServices } from './add-services';
import { InquiryButton, type ServiceInquiry } from './inquiry-button';
import { SignInNote } from './sign-in-note';

/**
 * The IT services page's offer: Azure Backup and server management at the catalogue's prices in the
 * visitor's currency, put in the basket as chosen; an inquiry about each.
 */
export const ItServicesOffer = ({ inquiry }: { inquiry: ServiceInquiry }) => {
  const [counts, setCounts] = useState(noAddOns);
  const products = useAddOnProducts();
  const { busy, failure, add } = useAddServices();
  const lines = addOnLines(counts);
  return (
    <section className="calculator">
      <AddOnFields legend="services.it.offer" counts={counts} products={products} onChange={setCounts} />
      <SignInNote />
      <div className="form-actions">
        <Button busy={busy} disabled={lines.length === 0} onClick={() => void add(lines)}>
          <FormattedMessage id="basket.add" />
        </Button>
        {serviceAddOns.map(({ key, productId }) => {
          const product = products[key];
          return (
            product && (
              <InquiryButton key={key} inquiry={inquiry} productId={productId} productName={product.name} />
            )
          );
        })}
      </div>
      <AlertMessage id={failure} />
    </section>
  );
};
