import { IntegrationError } from '../../integration-error';
import type { AcumaticaClient, RequestSpec } from './client';
import { fromWire, toWire } from './wire';

/**
 * Entity calls over one company's client: bodies converted at the edge (`toWire`/`fromWire`), an
 * answer that must be there, and lists read a page at a time.
 */
export class EntityApi {
  constructor(private readonly client: AcumaticaClient) {}

  async call<T>(spec: RequestSpec): Promise<T | null> {
    const body = await this.client.request<unknown>({
      ...spec,
      body: spec.body === undefined ? undefined : toWire(spec.body),
    });
    return body === null ? null : (fromWire(body) as T);
  }

  async must<T>(spec: RequestSpec): Promise<T> {
    const answer = await this.call<T>(spec);
    if (answer === null)
      throw new IntegrationError('acumatica', 'unavailable', `Acumatica answered ${spec.path} with nothing.`);
    return answer;
  }

  /** Every row of a list, a page at a time ($top/$skip) until a page comes back short. */
  async list<T>(entity: string, filter?: string, expand?: string): Promise<T[]> {
    const size = this.client.pageSize;
    const all: T[] = [];
    for (let skip = 0; ; skip += size) {
      const page =
        (await this.call<T[]>({
          method: 'GET',
          path: entity,
          query: {
            $filter: filter,
            $expand: expand,
            $top: String(size),
            $skip: skip ? String(skip) : undefined,
          },
        })) ?? [];
      all.push(...page);
      if (page.length < size) return all;
    }
  }
}
