import type { Language } from '#shared/locale';

/** The RSS feed's title and description in each language. */
export const blogFeedTexts: Record<Language, { title: string; description: string }> = {
  pl: { title: 'Blog i aktualności', description: 'Artykuły i aktualności sklepu' },
  en: { title: 'Blog and news', description: 'Articles and news from the shop' },
  ru: { title: 'Блог и новости', description: 'Статьи и новости магазина' },
  hu: { title: 'Blog és hírek', description: 'Cikkek és hírek az áruháztól' },
  es: { title: 'Blog y noticias', description: 'Artículos y noticias de la tienda' },
  tr: { title: 'Blog ve haberler', description: 'Mağazadan makaleler ve haberler' },
  cs: { title: 'Blog a aktuality', description: 'Články a aktuality obchodu' },
  de: { title: 'Blog und Aktuelles', description: 'Artikel und Neuigkeiten aus dem Shop' },
  fr: { title: 'Blog et actualités', description: 'Articles et actualités de la boutique' },
  bg: { title: 'Блог и новини', description: 'Статии и новини от магазина' },
  it: { title: 'Blog e notizie', description: 'Articoli e notizie del negozio' },
};
