import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProductView, type RelationKey, relationKeys } from '#shared/catalogue/listing';
import { Tabs } from '../../components/tabs';
import { attributeLabel, attributeText } from './attribute-text';
import { ProductCards } from './product-card';

type TabKey = 'description' | 'specification' | 'help' | 'whyUs' | RelationKey;
const tabOrder: readonly TabKey[] = [
  'description',
  'specification',
  'help',
  'accessories',
  'whyUs',
  'otherVersions',
  'goodDealSets',
  'recommended',
  'similar',
];

const Specification = ({ product }: { product: ProductView }) => {
  const intl = useIntl();
  return (
    <dl className="specification">
      {product.attributes.map((attribute) => (
        <div key={attribute.key}>
          <dt>{attributeLabel(intl, attribute.key)}</dt>
          <dd>{attributeText(intl, attribute)}</dd>
        </div>
      ))}
    </dl>
  );
};

const panelOf = (product: ProductView, tab: TabKey): ReactNode => {
  switch (tab) {
    case 'description':
      return product.description.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
    case 'specification':
      return <Specification product={product} />;
    case 'help':
    case 'whyUs':
      return (
        <p>
          <FormattedMessage id={`product.${tab}.text`} />
        </p>
      );
    default:
      return <ProductCards items={product.relations[tab]} eagerCount={0} />;
  }
};

/** The product page's tabs; a relation tab without products is left out. */
export const ProductTabs = ({ product }: { product: ProductView }) => {
  const intl = useIntl();
  const tabs = tabOrder
    .filter(
      (tab) =>
        !(relationKeys as readonly string[]).includes(tab) ||
        product.relations[tab as RelationKey].length > 0,
    )
    .map((tab) => ({
      key: tab,
      label: <FormattedMessage id={`product.tab.${tab}`} />,
      panel: panelOf(product, tab),
    }));
  return <Tabs label={intl.formatMessage({ id: 'product.tabs' })} tabs={tabs} className="product-tabs" />;
};
