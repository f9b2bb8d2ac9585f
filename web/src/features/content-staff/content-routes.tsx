import { NoAccessPage } from '../../components/no-access-page';
import { useProfile } from '../../lib/session/profile-store';
import { ArticleEditorPage } from './article-editor-page';
import { ArticleListPage } from './article-list-page';
import type { ArticleLayoutView } from './article-preview';
import { ProductImagesPage } from './product-images-page';

/**
 * The staff group whose token may write articles and change products' images and prices
 * (functions/content/README.md).
 */
export const contentGroup = 'content';

export type ContentRouteKey =
  | 'contentArticles'
  | 'contentArticleNew'
  | 'contentArticle'
  | 'contentProducts'
  | 'contentProduct';

/**
 * The content back office, one chunk: the articles and their editor, the products' images and
 * prices, in the staff's strings. A signed-in user outside the content group (the token's
 * `cognito:groups`, set once TOTP is) sees the no-access page.
 */
export const ContentRoute = ({
  route,
  params,
  ArticleLayout,
}: {
  route: ContentRouteKey;
  params: Record<string, string>;
  ArticleLayout: ArticleLayoutView;
}) => {
  const profile = useProfile();
  if (!profile?.groups.includes(contentGroup)) return <NoAccessPage />;
  switch (route) {
    case 'contentArticleNew':
      return <ArticleEditorPage key="new" ArticleLayout={ArticleLayout} />;
    case 'contentArticle': {
      const article = { language: params.language ?? '', link: params.link ?? '' };
      return (
        <ArticleEditorPage
          key={`${article.language}/${article.link}`}
          stored={article}
          ArticleLayout={ArticleLayout}
        />
      );
    }
    case 'contentProducts':
    case 'contentProduct':
      return <ProductImagesPage key={params.productId ?? ''} productId={params.productId} />;
    default:
      return <ArticleListPage />;
  }
};
