import { type ComponentType, useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ArticleView } from '#shared/blog/article';
import { type EditorValues, previewOf } from './article-draft';

type Renderer = (markdown: string) => string;

/** The blog's own article layout, which the app hands in so the editor's preview is the page itself. */
export type ArticleLayoutView = ComponentType<{ article: ArticleView }>;

/**
 * What readers will see: the article in the blog's own layout, its body rendered in the browser by the
 * same allow-list renderer the pages are (shared/blog/markdown.ts), loaded with the editor only.
 */
export const ArticlePreview = ({ values, Layout }: { values: EditorValues; Layout: ArticleLayoutView }) => {
  const id = useId();
  const [render, setRender] = useState<{ markdown: Renderer }>();
  useEffect(() => {
    let current = true;
    void import('#shared/blog/markdown').then(
      ({ renderMarkdown }) => current && setRender({ markdown: renderMarkdown }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="staff-preview" aria-labelledby={id}>
      <h2 id={id} className="staff-preview__title">
        <FormattedMessage id="staff.content.preview" />
      </h2>
      {render ? (
        <div className="staff-preview__page">
          <Layout article={previewOf(values, render.markdown(values.body))} />
        </div>
      ) : (
        <p aria-busy="true" className="loading" />
      )}
    </section>
  );
};
