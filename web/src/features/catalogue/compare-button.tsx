import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { addToComparison, type ComparedProduct } from '#shared/catalogue/comparison';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { useStored } from '../../lib/browser-store';
import { useLanguage } from '../../lib/language-context';
import { comparisonStore } from './comparison-store';

/** "Add to comparison"; a full list or another category is refused with the spec's message. */
export const CompareButton = ({ product }: { product: ComparedProduct }) => {
  const intl = useIntl();
  const language = useLanguage();
  const list = useStored(comparisonStore);
  const [refusal, setRefusal] = useState<string>();
  const listed = list.some((item) => item.id === product.id);

  const add = () => {
    const result = addToComparison(list, product);
    if (result.ok) comparisonStore.write(result.list);
    setRefusal(result.ok ? undefined : `error.${result.reason}`);
  };

  return (
    <div className="compare-button">
      {listed ? (
        <p role="status">
          <FormattedMessage id="comparison.added" />{' '}
          <Link href={pathFor('compare', language)}>
            <FormattedMessage id="comparison.open" values={{ count: list.length }} />
          </Link>
        </p>
      ) : (
        <Button variant="secondary" onClick={add}>
          <FormattedMessage id="comparison.add" />
        </Button>
      )}
      {refusal && <p role="alert">{intl.formatMessage({ id: refusal })}</p>}
    </div>
  );
};
