import { createContext, useContext, useEffect } from 'react';

// The page's <title>, meta description and robots `noindex`. Pages declare them with `usePageHead`;
// the pre-renderer collects them through the context, the browser applies them on navigation (a
// not-found page rendered in the browser, e.g. after the API says a product does not exist, is kept
// out of search results like the pre-rendered ones).

export interface Head {
  title: string;
  description: string;
  /** Error and notice pages. */
  noindex?: boolean;
}

const robotsSelector = 'meta[name="robots"]';

/** Adds `noindex` while the page is shown; answers how to take it away again. */
const keepOutOfIndex = (): (() => void) => {
  const existing = document.head.querySelector(robotsSelector);
  if (existing) return () => undefined;
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
  return () => meta.remove();
};

export const HeadContext = createContext<{ head?: Head } | undefined>(undefined);

export const usePageHead = (head: Head) => {
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
  useEffect(() => (head.noindex ? keepOutOfIndex() : undefined), [head.noindex]);
};
