import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSelection } from '@client/lib/use-session';

/**
 * Server data belongs to a company (and often a warehouse): when the user switches either, cached
 * answers of the old choice are dropped and the visible screens fetch again, so no screen ever shows
 * one company's rows under another's name.
 */
export function useCompanyScopedCache() {
  const queryClient = useQueryClient();
  const selection = useSelection();
  const key = selection ? `${selection.company}/${selection.warehouse}` : '';
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'app-config' });
  }, [key, queryClient]);
}
