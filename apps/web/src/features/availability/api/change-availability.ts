import {
  type AvailabilityChangeBody,
  deleteAvailabilityCall,
  updateAvailabilityCall,
} from '@klokwerk/contract/availability';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshAvailability } from '../../../lib/queries/availability';

/** PUT /api/availability/{id}: corrected times and choice of one entry. */
export function updateAvailability({ id, body }: { id: number; body: AvailabilityChangeBody }) {
  return callApi(updateAvailabilityCall, { params: { id }, body });
}

/** DELETE /api/availability/{id}. */
export function deleteAvailability(id: number) {
  return callApi(deleteAvailabilityCall, { params: { id } });
}

/** A change or delete refetches every availability list, the calendar's marks included. */
export function useUpdateAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: refresh,
  });
}

export function useDeleteAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: deleteAvailability,
    onSuccess: refresh,
  });
}
