import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageHead } from '../lib/head';

/** A page that is a title and a message: 404, 500, maintenance, no access; never indexed. */
export const MessagePage = ({
  title,
  text,
  values,
  children,
}: {
  title: string;
  text: string;
  values?: Record<string, string>;
  children?: ReactNode;
}) => {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  const message = intl.formatMessage({ id: text }, values);
  usePageHead({
    title: `${heading} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: message,
    noindex: true,
  });
  return (
    <section className="message-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      {children}
    </section>
  );
};
