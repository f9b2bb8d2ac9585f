import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Replaces the address with `canonical` (e.g. the current slug) when it differs, keeping the query. */
export const useCanonicalPath = (canonical: string | undefined) => {
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (canonical && canonical !== path)
      navigate(`${canonical}${search ? `?${search}` : ''}`, { replace: true });
  }, [canonical, path, search, navigate]);
};
