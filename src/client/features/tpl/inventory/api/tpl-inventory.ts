import { useQuery } from '@tanstack/react-query';
import { getTplInventory } from '@shared/api/tpl/inventory';
import type { TplProvider } from '@shared/domain/tpl/inventory';
import { api } from '@client/lib/api';

/** The provider's inventory beside the ERP's (D3 7: GET /tpl/geodis/inventory). */
export function useTplInventory(provider: TplProvider) {
  return useQuery({
    queryKey: ['tpl-inventory', provider],
    queryFn: ({ signal }) => api(getTplInventory, { query: { provider } }, { signal }),
    gcTime: 5 * 60_000,
    retry: false,
  });
}
