import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { RatingView } from '#shared/catalogue/listing';
import type { RatingRequest } from '#shared/catalogue/rating-request';
import { pathFor } from '#shared/routes';
import type { ApiError } from '../lib/api-client';
import { useLanguage } from '../lib/language-context';
import { useCustomer } from '../lib/session/use-customer';
import { Button } from './button';

/** Signed-in customers rate a product or an article once (1–5 stars, `rate` sends it); guests are told to sign in. */
export const RateForm = ({
  rate,
  onRated,
  subject = 'product',
}: {
  rate: (request: RatingRequest) => Promise<RatingView>;
  /** What is rated: its texts ("rate this product", "rate this article"). */
  subject?: 'product' | 'article';
  onRated: (rating: RatingView) => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const { signedIn } = useCustomer();
  const [rating, setRating] = useState<number>();
  const [status, setStatus] = useState<
    { kind: 'sending' | 'done' } | { kind: 'failed'; messageId: string }
  >();

  if (!signedIn) {
    return (
      <p className="rate-hint">
        <FormattedMessage
          id={subject === 'product' ? 'rating.signInHint' : 'rating.signInHintArticle'}
          values={{ link: (text) => <Link href={pathFor('signIn', language)}>{text}</Link> }}
        />
      </p>
    );
  }
  if (status?.kind === 'done') {
    return (
      <p role="status">
        <FormattedMessage id="rating.thanks" />
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    setStatus({ kind: 'sending' });
    try {
      onRated(await rate({ rating }));
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', messageId: (error as ApiError).messageId });
    }
  };

  return (
    <form className="rate-form" onSubmit={submit}>
      <fieldset>
        <legend>
          <FormattedMessage id={subject === 'product' ? 'rating.rate' : 'rating.rateArticle'} />
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} onChange={() => setRating(stars)} />
            {intl.formatMessage({ id: 'rating.stars' }, { count: stars })}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={!rating || status?.kind === 'sending'}>
        <FormattedMessage id="rating.submit" />
      </Button>
      {status?.kind === 'failed' && <p role="alert">{intl.formatMessage({ id: status.messageId })}</p>}
    </form>
  );
};
