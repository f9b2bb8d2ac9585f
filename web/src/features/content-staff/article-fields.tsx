import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { articleCategories, articleKinds, articleLimits } from '#shared/blog/article';
import { type Language, languages } from '#shared/locale';
import { Button } from '../../components/button';
import { type EditorValues, emptyTranslation, freeLanguages } from './article-draft';

export type FieldErrors = Partial<Record<string, string>>;

/** A labelled control with its error tied to it; `id` is the field's path, so an error focuses it. */
export const EditorField = ({
  path,
  label,
  error,
  hint,
  children,
}: {
  path: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) => {
  const intl = useIntl();
  const id = `article-${path.replaceAll('.', '-')}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          <FormattedMessage id={hint} />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {intl.formatMessage({ id: `field.${error}` })}
        </p>
      )}
    </div>
  );
};

/** A labelled choice of `options` (value, shown name). */
const SelectField = <V extends string>({
  value,
  options,
  onChange,
  disabled,
  ...field
}: {
  path: string;
  label: string;
  error: string | undefined;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) => (
  <EditorField {...field}>
    {(props) => (
      <select
        {...props}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    )}
  </EditorField>
);

type Set = <K extends keyof EditorValues>(name: K, value: EditorValues[K]) => void;

/** The article's language, link, kind, category, title, excerpt, date and related products. */
export const ArticleHeadFields = ({
  values,
  errors,
  set,
  isNew,
}: {
  values: EditorValues;
  errors: FieldErrors;
  set: Set;
  isNew: boolean;
}) => {
  const intl = useIntl();
  return (
    <div className="staff-editor__head">
      <SelectField
        path="language"
        label="staff.content.field.language"
        error={errors.language}
        value={values.language}
        disabled={!isNew}
        options={languages.map((language) => [language, language.toUpperCase()])}
        onChange={(language) => set('language', language)}
      />
      <EditorField
        path="link"
        label="staff.content.field.link"
        hint="staff.content.field.linkHint"
        error={errors.link}
      >
        {(props) => (
          <input
            {...props}
            value={values.link}
            readOnly={!isNew}
            maxLength={120}
            onChange={(event) => set('link', event.target.value)}
          />
        )}
      </EditorField>
      <SelectField
        path="kind"
        label="staff.content.field.kind"
        error={errors.kind}
        value={values.kind}
        options={articleKinds.map((kind) => [kind, intl.formatMessage({ id: `staff.content.kind.${kind}` })])}
        onChange={(kind) => set('kind', kind)}
      />
      <SelectField
        path="category"
        label="staff.content.field.category"
        error={errors.category}
        value={values.category}
        options={articleCategories.map((category) => [
          category,
          intl.formatMessage({ id: `blog.category.${category}` }),
        ])}
        onChange={(category) => set('category', category)}
      />
      <EditorField path="title" label="staff.content.field.title" error={errors.title}>
        {(props) => (
          <input
            {...props}
            value={values.title}
            maxLength={articleLimits.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </EditorField>
      <EditorField path="excerpt" label="staff.content.field.excerpt" error={errors.excerpt}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            value={values.excerpt}
            maxLength={articleLimits.excerpt}
            onChange={(event) => set('excerpt', event.target.value)}
          />
        )}
      </EditorField>
      <EditorField
        path="publishedAt"
        label="staff.content.field.publishedAt"
        hint="staff.content.field.publishedAtHint"
        error={errors.publishedAt}
      >
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            value={values.publishedAt}
            onChange={(event) => set('publishedAt', event.target.value)}
          />
        )}
      </EditorField>
      <EditorField
        path="relatedProductIds"
        label="staff.content.field.related"
        hint="staff.content.field.relatedHint"
        error={errors.relatedProductIds ?? errors['relatedProductIds.0']}
      >
        {(props) => (
          <input
            {...props}
            value={values.relatedProductIds}
            onChange={(event) => set('relatedProductIds', event.target.value)}
          />
        )}
      </EditorField>
    </div>
  );
};

/** The same article in other languages: a language and its link there each, added and removed. */
export const TranslationFields = ({
  values,
  errors,
  set,
}: {
  values: EditorValues;
  errors: FieldErrors;
  set: Set;
}) => {
  const intl = useIntl();
  const free = freeLanguages(values);
  const change = (index: number, patch: Partial<EditorValues['translations'][number]>) =>
    set(
      'translations',
      values.translations.map((translation, at) =>
        at === index ? { ...translation, ...patch } : translation,
      ),
    );
  return (
    <fieldset className="staff-editor__translations">
      <legend>
        <FormattedMessage id="staff.content.translations" />
      </legend>
      {errors.translations && (
        <p className="field-error">{intl.formatMessage({ id: `field.${errors.translations}` })}</p>
      )}
      {values.translations.map((translation, index) => (
        <div className="staff-editor__translation" key={translation.language}>
          <EditorField
            path={`translations.${index}.language`}
            label="staff.content.field.language"
            error={undefined}
          >
            {(props) => (
              <select
                {...props}
                value={translation.language}
                onChange={(event) => change(index, { language: event.target.value as Language })}
              >
                {[translation.language, ...free].map((language) => (
                  <option key={language} value={language}>
                    {language.toUpperCase()}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
          <EditorField
            path={`translations.${index}.link`}
            label="staff.content.field.translationLink"
            error={errors[`translations.${index}.link`]}
          >
            {(props) => (
              <input
                {...props}
                value={translation.link}
                onChange={(event) => change(index, { link: event.target.value })}
              />
            )}
          </EditorField>
          <Button
            variant="quiet"
            onClick={() =>
              set(
                'translations',
                values.translations.filter((_, at) => at !== index),
              )
            }
          >
            <FormattedMessage
              id="staff.content.translations.remove"
              values={{ language: translation.language.toUpperCase() }}
            />
          </Button>
        </div>
      ))}
      {free[0] && (
        <Button
          variant="secondary"
          onClick={() => set('translations', [...values.translations, emptyTranslation(free[0] as Language)])}
        >
          <FormattedMessage id="staff.content.translations.add" />
        </Button>
      )}
    </fieldset>
  );
};
