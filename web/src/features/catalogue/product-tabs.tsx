import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProductView, type RelationKey, relationKeys } from '#shared/catalogue/listing';
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
  const id = useId();
  const intl = useIntl();
  const tabs = tabOrder.filter(
    (tab) =>
      !(relationKeys as readonly string[]).includes(tab) || product.relations[tab as RelationKey].length > 0,
  );
  const [selected, setSelected] = useState<TabKey>('description');
  const current = tabs.includes(selected) ? selected : 'description';

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] ?? 'description';
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <section className="product-tabs">
      <div role="tablist" aria-label={intl.formatMessage({ id: 'product.tabs' })} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            <FormattedMessage id={`product.tab.${tab}`} />
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`${id}-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== current}
          className="product-tabs__panel"
        >
          {panelOf(product, tab)}
        </div>
      ))}
    </section>
  );
};
