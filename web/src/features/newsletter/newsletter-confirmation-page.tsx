import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { newsletterConfirmationSchema } from '#shared/newsletter';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { confirmSignUp } from './api/confirmation-api';

type State =
  | { step: 'ready' | 'sending' }
  | { step: 'done'; email: string }
  | { step: 'failed'; messageId: string };

/**
 * The newsletter's double opt-in page (`/newsletter/potwierdzenie/?token=`). Confirming takes a click,
 * so a mail scanner that opens the link subscribes nobody.
 */
export const NewsletterConfirmationPage = () => {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const valid = newsletterConfirmationSchema.safeParse({ token }).success;
  const [state, setState] = useState<State>({ step: 'ready' });
  const title = intl.formatMessage({ id: 'newsletter.confirm.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: intl.formatMessage({ id: 'newsletter.confirm.lead' }),
  });

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      const { email } = await confirmSignUp(token);
      setState({ step: 'done', email });
    } catch (error) {
      setState({ step: 'failed', messageId: messageIdOf(error) });
    }
  };

  return (
    <section className="message-page">
      <h1>{title}</h1>
      {!valid ? (
        <p role="alert">
          <FormattedMessage id="error.newsletter_link_invalid" />
        </p>
      ) : state.step === 'done' ? (
        <p role="status">
          <FormattedMessage id="newsletter.confirm.done" values={{ email: state.email }} />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="newsletter.confirm.lead" />
          </p>
          {state.step === 'failed' && (
            <p role="alert">
              <FormattedMessage id={state.messageId} />
            </p>
          )}
          <button type="button" onClick={confirm} disabled={state.step === 'sending'}>
            <FormattedMessage id="newsletter.confirm.submit" />
          </button>
        </>
      )}
    </section>
  );
};
