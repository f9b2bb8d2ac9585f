import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '#shared/locale';
import { pageKey } from '#shared/page-key';
import type { Alternate } from '#shared/routes';
import { type BuildManifest, chunksOf, type PageData, pageDocument, render } from '../../web/ssr';
import { config } from './config';
import { s3 } from './s3';

// Writes a pre-rendered page into the site bucket, as the build pre-renders the static ones: rendered
// by the site's own server renderer (web/ssr.ts) into the deployed shell (`app.html`), with the
// language's pre-parsed strings and the build manifest (the chunks `render` says the page preloads), all read
// from the same bucket once per warm container.

type ParsedMessages = Record<string, MessageFormatElement[]>;

interface Shell {
  template: string;
  manifest: BuildManifest;
  messages: Partial<Record<Language, ParsedMessages>>;
}

export interface SitePage {
  language: Language;
  path: string;
  /** The same page in every language. */
  alternates: readonly Alternate[];
  /** The page's data; the language and its strings are added here. */
  data: Omit<PageData, 'language' | 'messages'>;
}

let shell: Shell | undefined;

const readText = async (key: string): Promise<string> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: config('site').SITE_BUCKET, Key: key }));
  return (await object.Body?.transformToString('utf8')) ?? '';
};

const shellFor = async (language: Language) => {
  shell ??= {
    template: await readText('app.html'),
    manifest: JSON.parse(await readText('.vite/manifest.json')) as BuildManifest,
    messages: {},
  };
  shell.messages[language] ??= JSON.parse(await readText(`i18n/${language}.json`)) as ParsedMessages;
  return { ...shell, messages: shell.messages[language] as ParsedMessages };
};

/** The literal text of a pre-parsed message (`app.name`, `page.chunkError.text`). */
const plain = (message: MessageFormatElement[] | undefined): string =>
  (message ?? [])
    .map((element) => ('value' in element && typeof element.value === 'string' ? element.value : ''))
    .join('');

export const writeSitePage = async ({ language, path, alternates, data }: SitePage): Promise<void> => {
  const { template, manifest, messages } = await shellFor(language);
  const page = { ...data, language, messages };
  const { html, head, screenModule } = await render(path, page);
  const body = pageDocument({
    template,
    origin: config('site').SITE_ORIGIN,
    path,
    alternates,
    data: page,
    html,
    title: head?.title ?? plain(messages['app.name']),
    description: head?.description ?? '',
    timeoutMessage: plain(messages['page.chunkError.text']),
    preload: screenModule ? chunksOf(manifest, screenModule) : [],
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: config('site').SITE_BUCKET,
      Key: pageKey(path),
      Body: body,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'no-cache',
    }),
  );
};
