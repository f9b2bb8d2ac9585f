import type { IntlShape } from 'react-intl';
import type { Attribute, AttributeUnit } from '#shared/catalogue/attributes';

// Attribute labels and values: keys and enum options are message keys (`attribute.<key>`,
// `attribute.<key>.<option>`), numbers carry their unit, booleans read yes/no.

/** Units that are counted words in each language; the rest are symbols. */
const countedUnits: Partial<Record<AttributeUnit, string>> = {
  months: 'unit.months',
  users: 'unit.users',
  devices: 'unit.devices',
};
const symbols: Partial<Record<AttributeUnit, string>> = { in: '″' };

export const attributeLabel = (intl: IntlShape, key: string) =>
  intl.formatMessage({ id: `attribute.${key}` });

/** A value as facets and API answers carry it: raw text (`16`, `true`, `black`) or typed. */
export const attributeValueText = (
  intl: IntlShape,
  attribute: { key: string; type: Attribute['type']; unit?: AttributeUnit },
  value: string | number | boolean,
): string => {
  switch (attribute.type) {
    case 'number': {
      const count = Number(value);
      const counted = attribute.unit && countedUnits[attribute.unit];
      if (counted) return intl.formatMessage({ id: counted }, { count });
      const number = intl.formatNumber(count);
      if (!attribute.unit) return number;
      const symbol = symbols[attribute.unit];
      return symbol ? `${number}${symbol}` : `${number} ${attribute.unit}`;
    }
    case 'boolean':
      return intl.formatMessage({ id: String(value) === 'true' ? 'catalogue.yes' : 'catalogue.no' });
    case 'enum':
      return intl.formatMessage({ id: `attribute.${attribute.key}.${value}` });
    default:
      return String(value);
  }
};

export const attributeText = (intl: IntlShape, attribute: Attribute) =>
  attributeValueText(intl, attribute, attribute.value);
