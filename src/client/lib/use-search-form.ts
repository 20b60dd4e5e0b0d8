import { useState, type FormEvent } from 'react';

type Values<K extends string> = Record<K, string | null> & { acu_order_num: string | null };

type Options<K extends string, V extends Values<K>> = {
  /** Every filter empty. */
  empty: Record<K, string>;
  /** The filters as they are sent (blanks null, the ERP number padded). */
  values: (filters: Record<K, string>) => V;
  /** Why the filters cannot be searched, or null. */
  problem: (values: V) => string | null;
  search: (values: V) => void;
};

/**
 * The filter form of a search screen (Order Search, Bulk Order Search): the typed filters, the
 * form's problem, Search (checks, shows the ERP number as it is searched, remembers the search so
 * the drawer can run it again) and clearing the filters.
 */
export function useSearchForm<K extends string, V extends Values<K>>(options: Options<K, V>) {
  const [filters, setFilters] = useState<Record<K, string>>(options.empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastSearch, setLastSearch] = useState<V | null>(null);

  const run = (values: V) => {
    setLastSearch(values);
    options.search(values);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const values = options.values(filters);
    const why = options.problem(values);
    setProblem(why);
    if (why) return;
    setFilters((f) => ({ ...f, acu_order_num: values.acu_order_num ?? '' }));
    run(values);
  };

  const onChange = (key: K, value: string) => {
    setFilters((f) => (f[key] === value ? f : { ...f, [key]: value }));
    setProblem(null);
  };

  /** Empties the filters (the results are the screen's to keep or drop). */
  const clear = () => {
    setFilters(options.empty);
    setProblem(null);
  };

  /** Forgets the last search, so nothing runs it again. */
  const forget = () => setLastSearch(null);

  /** Runs the last search again (after the drawer changed an order). */
  const rerun = () => {
    if (lastSearch) run(lastSearch);
  };

  return { filters, problem, onSubmit, onChange, clear, forget, rerun };
}
