import type { ReactNode } from 'react';
import type { StaticPage, StaticPageKey } from '#shared/content/static-pages';
import { ErrorPage } from '../../components/error-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaticPage } from './api/static-page-api';

/**
 * A static page, its content a file of the site build; a pre-rendered one starts with it embedded. `children`
 * follow its text (the contact page's forms, which the app composes in).
 */
export const StaticPageView = ({
  pageKey,
  initial,
  children,
}: {
  pageKey: StaticPageKey;
  initial?: StaticPage;
  children?: ReactNode;
}) => {
  const language = useLanguage();
  const { data, error } = useStaticPage(pageKey, language, initial);
  usePageHead({ title: data?.title ?? '', description: data?.description ?? '' });
  if (error && !data) return <ErrorPage />;
  if (!data) return <p aria-busy="true" className="loading" />;
  return (
    <article className="static-page" lang={data.language}>
      <h1>{data.title}</h1>
      {data.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </article>
  );
};
