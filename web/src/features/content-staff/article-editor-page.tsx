import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { articleDraftSchema, articleInputSchema } from '#shared/blog/article';
import { articleMachine } from '#shared/blog/article-states';
import type { StaffArticle } from '#shared/blog/staff-articles';
import { pathFor } from '#shared/routes';
import { toFieldErrors } from '#shared/validation';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { ApiError, messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { publishArticle, saveArticle, unpublishArticle, useStaffArticle } from './api/staff-articles-api';
import {
  blankValues,
  dropDraft,
  type EditorValues,
  isAhead,
  keepDraft,
  keptDraft,
  requestOf,
  valuesOf,
} from './article-draft';
import { ArticleHeadFields, EditorField, type FieldErrors, TranslationFields } from './article-fields';
import { type ArticleLayoutView, ArticlePreview } from './article-preview';
import { ArticleStateBadge } from './article-state-badge';
import { AuditHistory } from './audit-history';
import { ContentNav } from './content-nav';
import { PictureUpload } from './picture-upload';

type Action = 'save' | 'publish' | 'unpublish';

/** The field a refusal's path names, focused so the staff member sees what to fix. */
const focusField = (path: string | undefined) =>
  path && document.getElementById(`article-${path.replaceAll('.', '-')}`)?.focus();

const Editor = ({
  stored,
  ArticleLayout,
  onStored,
}: {
  stored: StaffArticle | undefined;
  ArticleLayout: ArticleLayoutView;
  onStored: (
    article: StaffArticle | undefined,
    next: { language: string; link: string } | undefined,
    done: string,
  ) => void;
}) => {
  const draftKey = stored ? `${stored.language}/${stored.link}` : 'new';
  const kept = useRef(keptDraft(draftKey));
  const [values, setValues] = useState<EditorValues>(
    kept.current ?? (stored ? valuesOf(stored) : blankValues),
  );
  const [restored, setRestored] = useState(kept.current !== undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Action>();
  const [failure, setFailure] = useState<string>();
  // A new article's first save opens its own address; what was done is told there.
  const [done, setDone] = useState<string | undefined>(() => window.history.state?.done);
  const body = useRef<HTMLTextAreaElement>(null);

  const set = <K extends keyof EditorValues>(name: K, value: EditorValues[K]) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      keepDraft(draftKey, next);
      return next;
    });
  const insert = (markdown: string) => {
    const at = body.current?.selectionStart ?? values.body.length;
    set(
      'body',
      `${values.body.slice(0, at)}\n\n${markdown}\n\n${values.body.slice(at)}`.replace(/^\n\n/, ''),
    );
  };
  const refuse = (fields: { path: string; message: string }[], messageId: string) => {
    setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
    setFailure(messageId);
    focusField(fields[0]?.path);
  };

  const run = async (action: Action) => {
    const request = requestOf(values);
    const schema = action === 'publish' ? articleInputSchema : articleDraftSchema;
    const input = action === 'save' && !stored ? { ...request, isNew: true } : request;
    const parsed = action === 'unpublish' ? undefined : schema.safeParse(input);
    if (parsed && !parsed.success) return refuse(toFieldErrors(parsed.error, input), 'staff.content.invalid');
    setBusy(action);
    setErrors({});
    setFailure(undefined);
    setDone(undefined);
    try {
      const told = `staff.content.done.${action === 'publish' && isAhead(values) ? 'schedule' : action}`;
      if (action === 'unpublish' && stored)
        onStored(await unpublishArticle(stored.language, stored.link), undefined, told);
      else if (action === 'publish') {
        await publishArticle(articleInputSchema.parse(input));
        onStored(undefined, request, told);
      } else onStored(await saveArticle(articleDraftSchema.parse(input)), request, told);
      dropDraft(draftKey);
      setRestored(false);
      setDone(told);
    } catch (error) {
      // What was typed stays in the editor (and in the tab's storage) whatever the refusal.
      refuse((error instanceof ApiError && error.fields) || [], messageIdOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const state = stored?.state ?? 'unpublished';
  return (
    <div className="staff-editor">
      <form
        className="staff-editor__form"
        onSubmit={(event) => {
          event.preventDefault();
          void run('save');
        }}
        noValidate
      >
        {restored && (
          <p className="staff-editor__restored" role="status">
            <FormattedMessage id="staff.content.restored" />{' '}
            <Button
              variant="quiet"
              onClick={() => {
                dropDraft(draftKey);
                setRestored(false);
                setValues(stored ? valuesOf(stored) : blankValues);
              }}
            >
              <FormattedMessage id="staff.content.restored.discard" />
            </Button>
          </p>
        )}
        <ArticleHeadFields values={values} errors={errors} set={set} isNew={!stored} />
        <TranslationFields values={values} errors={errors} set={set} />
        <EditorField
          path="body"
          label="staff.content.field.body"
          hint="staff.content.field.bodyHint"
          error={errors.body}
        >
          {(props) => (
            <textarea
              {...props}
              ref={body}
              className="staff-editor__body"
              rows={18}
              value={values.body}
              onChange={(event) => set('body', event.target.value)}
            />
          )}
        </EditorField>
        <PictureUpload onInsert={insert} />
        <div className="staff-editor__actions">
          <AlertMessage id={failure} />
          <p className="staff-actions__note" role="status">
            {done && <FormattedMessage id={done} />}
          </p>
          <Button type="submit" variant="secondary" busy={busy === 'save'}>
            <FormattedMessage id="staff.content.save" />
          </Button>
          {(state !== 'published' || !isAhead(values)) && (
            <Button busy={busy === 'publish'} onClick={() => void run('publish')}>
              <FormattedMessage id={isAhead(values) ? 'staff.content.schedule' : 'staff.content.publish'} />
            </Button>
          )}
          {stored && articleMachine.canMove(state, 'unpublished') && (
            <Button variant="danger" busy={busy === 'unpublish'} onClick={() => void run('unpublish')}>
              <FormattedMessage id="staff.content.unpublish" />
            </Button>
          )}
        </div>
      </form>
      <ArticlePreview values={values} Layout={ArticleLayout} />
      {stored && <AuditHistory history={stored.history} />}
    </div>
  );
};

/**
 * `/tresci/artykuly/nowy` and `/tresci/artykuly/{language}/{link}`: an article's editor, its Markdown
 * beside a live preview in the blog's own layout, saved, published (or scheduled), taken back; its
 * history below. A stored article's language and link stay as they are.
 */
export const ArticleEditorPage = ({
  stored: path,
  ArticleLayout,
}: {
  stored?: { language: string; link: string };
  ArticleLayout: ArticleLayoutView;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data, error, mutate } = useStaffArticle(path);
  const title = data?.title ?? intl.formatMessage({ id: 'staff.content.editor.new' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'article_not_found')
    return <MessagePage title="page.notFound.title" text="error.article_not_found" />;
  if (error && !data) return <ErrorPage onRetry={() => void mutate()} />;
  if (path && !data) return <p aria-busy="true" className="loading loading--page" />;
  return (
    <section className="staff-page staff-content">
      <ContentNav current="contentArticles" />
      <Link className="staff-back" href={pathFor('contentArticles', language)}>
        <FormattedMessage id="staff.content.back" />
      </Link>
      <div className="staff-content__head">
        <h1>{title}</h1>
        {data && <ArticleStateBadge state={data.state} />}
      </div>
      <Editor
        stored={data}
        ArticleLayout={ArticleLayout}
        onStored={(article, next, done) => {
          if (!path && next) navigate(pathFor('contentArticle', language, next), { state: { done } });
          else if (article) void mutate(article, { revalidate: false });
          else void mutate();
        }}
      />
    </section>
  );
};
