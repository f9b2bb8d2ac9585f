import type { StaticPage, StaticPageKey } from '#shared/content/static-pages';
import { ErrorPage } from '../../components/error-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaticPage } from './api/static-page-api';

/** A static page from the cms group; a pre-rendered one starts with its content embedded. */
export const StaticPageView = ({ pageKey, initial }: { pageKey: StaticPageKey; initial?: StaticPage }) => {
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
    </article>
  );
};
