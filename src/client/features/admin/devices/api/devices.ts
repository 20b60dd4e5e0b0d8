import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enrolDevice, listDevices, revokeDevice, type CreateDeviceRequest } from '@shared/api/admin/devices';
import type { DevicePurpose } from '@shared/domain/identity/devices';
import { api, type CallOptions } from '@client/lib/api';

const PURPOSE_LABELS: Record<DevicePurpose, string> = {
  'carrier-sign-in': 'Carrier sign-in',
  display: 'Display (shipping board)',
};

export function purposeLabel(purpose: DevicePurpose): string {
  return PURPOSE_LABELS[purpose];
}

/** The device calls accept either company header form; the office sends the drop-ship one. */
const ADMIN: CallOptions = { side: 'dropship' };

export async function fetchDevices() {
  return (await api(listDevices, {}, ADMIN)).devices;
}

/** Device enrolment (ARCHITECTURE section 6): the devices of the selected company. */
export const devicesQuery = queryOptions({ queryKey: ['admin', 'devices'], queryFn: fetchDevices });

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
    mutationFn: (input: CreateDeviceRequest) => api(enrolDevice, { body: input }, ADMIN),
    onSuccess: invalidate,
  });
}

/** Revokes a device: its token answers 401 from then on. */
export function useRevokeDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (id: number) => api(revokeDevice, { params: { id } }, ADMIN),
    onSuccess: invalidate,
  });
}
