import { AVAILABILITY_MESSAGES, availabilityBody } from '@klokwerk/contract/availability';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import {
  type AvailabilityValues,
  bodyFor,
  DEFAULT_VALUES,
  type Owner,
} from '../lib/availability-values';
import { useDaySelection } from './use-day-selection';
import { useSendAvailability } from './use-send-availability';
import type { PushToast } from './use-toasts';

/** The contract's rules and messages, checked on the body of one date. */
const validateBody = schemaResolver(availabilityBody, { sync: true });
const FIELDS = ['startTime', 'endTime', 'available'] as const;

export interface AvailabilityEntryInput {
  owner: Owner;
  today: LocalDate;
  onMonthChange(months: number): void;
  onToast: PushToast;
}

/**
 * The chosen days, the form and sending it. Days that were saved leave the selection; a day
 * that failed stays chosen, so sending again does not save the others twice.
 */
export function useAvailabilityEntry({
  owner,
  today,
  onMonthChange,
  onToast,
}: AvailabilityEntryInput) {
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const selection = useDaySelection(onMonthChange);
  const { chosen } = selection;
  const sending = useSendAvailability({ owner, onToast, onSaved: selection.drop });

  const form = useForm<AvailabilityValues>({
    initialValues: DEFAULT_VALUES,
    validate: (values) => {
      const errors = validateBody(bodyFor(values, chosen[0] ?? today, owner));
      const shown: FormErrors = {};
      for (const field of FIELDS) if (errors[field]) shown[field] = errors[field];
      return shown;
    },
  });

  const send = async (values: AvailabilityValues) => {
    if (chosen.length === 0) {
      selection.setCalendarError(AVAILABILITY_MESSAGES.atLeastOneDate);
      return;
    }
    await sending.sendDates(values, chosen, false);
  };

  const submit = form.onSubmit(
    (values) => void send(values),
    (errors) => {
      if (errors.startTime) startRef.current?.focus();
      else if (errors.endTime) endRef.current?.focus();
    },
  );

  return { startRef, endRef, selection, sending, form, submit };
}
