import {
  type AvailabilityChangeBody,
  deleteAvailabilityCall,
  updateAvailabilityCall,
} from '@klokwerk/contract/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { availabilityKey } from '../../../lib/queries/own-availability';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}

export function useDeleteAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
