import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { minPhraseLength } from '#shared/catalogue/listing';
import { deviceCategoryIds } from '#shared/device-as-a-service/service-catalogue';
import { serviceFeePrice } from '#shared/device-as-a-service/service-fee';
import { useListing } from '../../lib/catalogue-reads';
import { useMonthlyPriceText } from '../../lib/monthly-price-text';
import { LabelledField } from './labelled-field';

/** The devices the calculator lists at once. */
const devicesShown = 8;

/** Letters and digits of a phrase: the listing searches from `minPhraseLength` of them. */
const searchable = (phrase: string) => (phrase.match(/[\p{L}\p{N}]/gu) ?? []).length >= minPhraseLength;

/**
 * Picks a device of the catalogue: laptops or PCs, optionally a phrase, then one of the devices
 * found (the most popular first), each with the fee it would cost a month.
 */
export const DevicePicker = ({
  picked,
  onPick,
}: {
  picked: string | undefined;
  onPick: (deviceId: string) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const monthly = useMonthlyPriceText();
  const [category, setCategory] = useState<string>(deviceCategoryIds[0]);
  const [phrase, setPhrase] = useState('');
  const q = searchable(phrase) ? phrase.trim() : undefined;
  const { data, isLoading } = useListing({ category, pageSize: devicesShown, ...(q ? { q } : {}) });
  return (
    <fieldset className="device-picker">
      <legend>
        <FormattedMessage id="services.calculator.device" />
      </legend>
      <div className="device-picker__filters">
        <LabelledField id={`${id}-category`} label="services.calculator.deviceType">
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {deviceCategoryIds.map((categoryId) => (
              <option key={categoryId} value={categoryId}>
                {intl.formatMessage({ id: `services.deviceCategory.${categoryId}` })}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id={`${id}-phrase`} label="services.calculator.search">
          <input
            id={`${id}-phrase`}
            type="search"
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
          />
        </LabelledField>
      </div>
      <ul className="device-picker__list" aria-busy={isLoading}>
        {data?.items.map((item) => (
          <li key={item.id}>
            <label>
              <input
                type="radio"
                name={`${id}-device`}
                value={item.id}
                checked={picked === item.id}
                onChange={() => onPick(item.id)}
              />{' '}
              {item.name}{' '}
              <span className="device-picker__fee">
                <FormattedMessage
                  id="services.calculator.feeOf"
                  values={{
                    fee: monthly(serviceFeePrice(item.price)),
                  }}
                />
              </span>
            </label>
          </li>
        ))}
      </ul>
      {data?.items.length === 0 && (
        <p>
          <FormattedMessage id="services.calculator.noDevices" />
        </p>
      )}
    </fieldset>
  );
};
