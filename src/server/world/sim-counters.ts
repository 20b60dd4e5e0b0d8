import type { simCounters } from '../platform/db/schema/sandbox';
import type { IdSequences, Insert } from './table-batch';

/**
 * The simulators' number sequences (sim_counters) as the world leaves them. The world draws or
 * records every ERP, EDI and carrier number under the simulator's own (scope, name), so the
 * sequence ends at the highest number the world used and the first number a simulator hands out
 * afterwards is new.
 */
const PREFIX = 'sim/';

/** The key of a simulator sequence among the world's id sequences; scope is a company or `global`. */
export function counterKey(scope: string, name: string): string {
  return `${PREFIX}${scope}/${name}`;
}

/** Records a number of the form the simulator issues (7-digit ERP numbers, AR000123), already used. */
export function usedNumber(ids: IdSequences, scope: string, name: string, number: string): void {
  ids.raise(counterKey(scope, name), Number(number.replace(/^\D+/, '')));
}

export function counterRows(ids: IdSequences): Insert<typeof simCounters>[] {
  return ids
    .entries()
    .filter(([key]) => key.startsWith(PREFIX))
    .map(([key, value]) => {
      const rest = key.slice(PREFIX.length);
      const slash = rest.indexOf('/');
      return { scope: rest.slice(0, slash), name: rest.slice(slash + 1), value };
    });
}
