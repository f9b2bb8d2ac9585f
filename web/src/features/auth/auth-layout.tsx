import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageHead } from '../../lib/head';

/** The frame of every identity screen: a titled page with a short lead text. */
export const AuthLayout = ({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) => {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  const text = lead ? intl.formatMessage({ id: lead }) : '';
  usePageHead({
    title: `${heading} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: text || heading,
  });
  return (
    <section className="auth-page">
      <h1>{heading}</h1>
      {text && <p>{text}</p>}
      {children}
    </section>
  );
};
