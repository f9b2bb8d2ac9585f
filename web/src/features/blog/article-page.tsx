import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ArticleView } from '#shared/blog/article';
import { articleJsonLd } from '#shared/blog/article-json-ld';
import { articlePagePath } from '#shared/blog/article-link';
import type { Language } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { scriptJson } from '#shared/script-json';
import { useAlternatePath } from '../../app/alternate-path';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { RateForm } from '../../components/rate-form';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { rateArticle, useArticle } from './api/blog-api';
import { ArticleLayout } from './article-layout';

const ArticleBody = ({
  article,
  onRated,
}: {
  article: ArticleView;
  onRated: (rating: ArticleView['rating']) => void;
}) => {
  const intl = useIntl();
  // The language switch leads to the article's translation in that language, else to that language's blog.
  const pathIn = useCallback(
    (other: Language) => {
      if (other === article.language) return articlePagePath(article);
      const translation = article.translations.find(({ language }) => language === other);
      return translation ? articlePagePath(translation) : pathFor('blog', other);
    },
    [article],
  );
  useAlternatePath(pathIn);
  usePageHead({
    title: `${article.title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: article.excerpt,
  });
  return (
    <ArticleLayout
      article={article}
      head={
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialized with `<` escaped
          dangerouslySetInnerHTML={{
            __html: scriptJson(articleJsonLd(article, intl.formatMessage({ id: 'app.name' }))),
          }}
        />
      }
    >
      <RateForm
        rate={(request) => rateArticle(article.language, article.link, request)}
        onRated={onRated}
        subject="article"
      />
    </ArticleLayout>
  );
};

/** An article's page (`/blog/{link}/`, `/Publikacja/{link}`, `/Aktualnosci/{category}/{link}`); an unknown link is not found. */
export const ArticlePage = ({ link, initial }: { link: string; initial: ArticleView | undefined }) => {
  const language = useLanguage();
  const { data, error, mutate } = useArticle(language, link, initial);
  if (error?.code === 'article_not_found')
    return <MessagePage title="page.notFound.title" text="error.article_not_found" />;
  if (error && !data) return <ErrorPage />;
  if (!data) return <p className="loading loading--page" aria-busy="true" />;
  return (
    <ArticleBody
      article={data}
      onRated={(rating) => void mutate({ ...data, rating }, { revalidate: false })}
    />
  );
};
