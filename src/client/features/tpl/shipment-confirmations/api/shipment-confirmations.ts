import { useQuery } from '@tanstack/react-query';
import { getShipmentConfirmations, type ShipmentConfirmation } from '@shared/api/tpl/shipment-confirmations';
import { api } from '@client/lib/api';

export type ConfirmationRange = { start_date: string; end_date: string };

/**
 * GET /tpl/geodis/getShipmentConfirmation (D3 section 7): the orders are at
 * data.body.response.order of the answer (the spec's data.data.body.response.order).
 */
export function useShipmentConfirmations(range: ConfirmationRange | null) {
  return useQuery({
    queryKey: ['tpl', 'shipment-confirmations', range] as const,
    queryFn: async ({ signal }): Promise<ShipmentConfirmation[]> => {
      const answer = await api(
        getShipmentConfirmations,
        { query: range ?? { start_date: '', end_date: '' } },
        { signal },
      );
      return answer.data.body.response.order;
    },
    enabled: range !== null,
    gcTime: 5 * 60_000,
  });
}
