import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createdDeviceSchema, deviceListSchema, type CreateDeviceRequest } from '@shared/api/admin/devices';
import type { DevicePurpose } from '@shared/domain/identity/devices';
import { legacyApi } from '@client/lib/api';

const PURPOSE_LABELS: Record<DevicePurpose, string> = {
  'carrier-sign-in': 'Carrier sign-in',
  board: 'Wall board',
};

export function purposeLabel(purpose: DevicePurpose): string {
  return PURPOSE_LABELS[purpose];
}

/** Device enrolment (ARCHITECTURE section 6): the devices of the selected company. */
export const devicesQuery = queryOptions({
  queryKey: ['admin', 'devices'],
  queryFn: async () => (await legacyApi('/admin/devices', { schema: deviceListSchema })).devices,
});

export function useDevices() {
  return useQuery(devicesQuery);
}

function useInvalidateDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey });
}

/** Enrols a kiosk; the answer carries the one-time pairing code, shown once. */
export function useEnrolDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (input: CreateDeviceRequest) =>
      legacyApi('/admin/devices', {
        method: 'POST',
        body: input,
        schema: createdDeviceSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: invalidate,
  });
}

/** Revokes a device: its token answers 401 from then on. */
export function useRevokeDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (id: number) => legacyApi(`/admin/devices/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
