import { createContext, useContext, useEffect } from 'react';

// The page's <title> and meta description. Pages declare them with `usePageHead`; the pre-renderer
// collects them through the context, the browser applies them on navigation.

export interface Head {
  title: string;
  description: string;
}

export const HeadContext = createContext<{ head?: Head } | undefined>(undefined);

export const usePageHead = (head: Head) => {
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
};
