import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { maxLineQuantity } from '#shared/basket/basket';
import { quantitySchema } from '#shared/basket/basket-requests';
import { deviceServiceId, mayBeService } from '#shared/device-as-a-service/device-service-product';
import { deviceValueOf } from '#shared/device-as-a-service/device-value';
import { monthlyPrice, serviceFeeOf } from '#shared/device-as-a-service/service-fee';
import { shownVatRate } from '#shared/pricing/vat-treatment';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { PriceView } from '../../components/price-view';
import { useProduct } from '../../lib/catalogue-reads';
import { usePriceContext } from '../../lib/priced-request';
import { AddOnFields, addOnLines, addOnsNet, noAddOns, useAddOnProducts } from './add-on-fields';
import { useAddServices } from './add-services';
import { DevicePicker } from './device-picker';
import { InquiryButton, type ServiceInquiry } from './inquiry-button';
import { LabelledField } from './labelled-field';
import { SignInNote } from './sign-in-note';

/**
 * The service calculator (spec sections 1 and 9): a device of the catalogue picked (or arrived with
 * from its product page), or any device value typed, gives the monthly fee of 1/12 of it; times the
 * number of devices, plus the add-ons chosen, the month's total in the visitor's currency. A picked
 * device goes into the basket as its device as a service (priced by the server from the catalogue),
 * with the add-ons as their own lines; a typed value only shows the fee.
 */
export const ServiceCalculator = ({
  deviceId,
  inquiry,
}: {
  /** The device to start with (`?device=` of a product page's link). */
  deviceId: string | undefined;
  inquiry: ServiceInquiry;
}) => {
  const id = useId();
  const { currency, country } = usePriceContext();
  const [pickedId, setPickedId] = useState(deviceId);
  const [valueText, setValueText] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [addOns, setAddOns] = useState(noAddOns);
  const addOnProducts = useAddOnProducts();
  const { busy, failure, add } = useAddServices();
  const picked = useProduct(pickedId).data;
  const device = picked && pickedId === picked.id && mayBeService(picked) ? picked : undefined;

  const typed = valueText.trim() === '' ? undefined : deviceValueOf(valueText);
  const valueInvalid = typed === undefined && valueText.trim() !== '';
  const quantity = quantitySchema.safeParse(Number(quantityText));
  const devices = quantity.success ? quantity.data : 0;
  const vatRate = shownVatRate('device-as-a-service', country);
  const deviceNet = device ? device.price.price.net : typed;
  const feeNet = deviceNet === undefined ? undefined : serviceFeeOf(deviceNet);
  const totalNet = (feeNet ?? 0) * devices + addOnsNet(addOns, addOnProducts);
  const serviceId = device && deviceServiceId(device.id);
  const lines = [
    ...(serviceId && quantity.success ? [{ productId: serviceId, quantity: quantity.data }] : []),
    ...addOnLines(addOns),
  ];

  return (
    <section className="calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="services.calculator.title" />
      </h2>
      <DevicePicker
        picked={pickedId}
        onPick={(picked) => {
          setPickedId(picked);
          setValueText('');
        }}
      />
      <LabelledField id={`${id}-value`} label="services.calculator.value" values={{ currency }}>
        <input
          id={`${id}-value`}
          inputMode="decimal"
          value={valueText}
          aria-invalid={valueInvalid}
          aria-describedby={`${id}-value-hint`}
          onChange={(event) => {
            setValueText(event.target.value);
            setPickedId(undefined);
          }}
        />
        <p id={`${id}-value-hint`} className="form-hint">
          <FormattedMessage
            id={valueInvalid ? 'services.calculator.valueInvalid' : 'services.calculator.valueHint'}
          />
        </p>
      </LabelledField>
      <LabelledField id={`${id}-quantity`} label="services.calculator.quantity">
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxLineQuantity}
          step={1}
          value={quantityText}
          aria-invalid={!quantity.success}
          onChange={(event) => setQuantityText(event.target.value)}
        />
      </LabelledField>
      <AddOnFields
        legend="services.addOns.title"
        counts={addOns}
        products={addOnProducts}
        onChange={setAddOns}
      />
      <div className="calculator__result" aria-live="polite">
        {device && <p className="calculator__device">{device.name}</p>}
        {feeNet !== undefined && (
          <div className="calculator__fee">
            <h3>
              <FormattedMessage id="services.calculator.fee" />
            </h3>
            <PriceView priceList={monthlyPrice(feeNet, currency, vatRate)} billing="monthly" />
          </div>
        )}
        <div className="calculator__total" data-total={totalNet}>
          <h3>
            <FormattedMessage id="services.calculator.total" />
          </h3>
          <PriceView priceList={monthlyPrice(totalNet, currency, vatRate)} billing="monthly" />
        </div>
      </div>
      <SignInNote />
      {!device && typed !== undefined && (
        <p>
          <FormattedMessage id="services.calculator.pickToOrder" />
        </p>
      )}
      <div className="form-actions">
        <Button busy={busy} disabled={lines.length === 0} onClick={() => void add(lines)}>
          <FormattedMessage id="services.calculator.add" />
        </Button>
        {device && <InquiryButton inquiry={inquiry} productId={device.id} productName={device.name} />}
      </div>
      <AlertMessage id={failure} />
    </section>
  );
};
