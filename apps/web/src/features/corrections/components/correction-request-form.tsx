import { correctionRequestBody } from '@klokwerk/contract/corrections';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { ApiError } from '../../../lib/api-client';
import { wallClockValue } from '../../../lib/wall-clock';
import { type CorrectionReceipt, useRequestCorrection } from '../api/request-correction';
import { failureText } from '../lib/failure';

const resolve = schemaResolver(correctionRequestBody, { sync: true });

interface RequestValues {
  /** 'yyyy-MM-ddTHH:mm' of the datetime-local input: the company's wall clock. */
  requestedTime: string;
  reason: string;
  employeeEmail: string;
}

const FIELDS: ReadonlySet<string> = new Set(['requestedTime', 'reason', 'employeeEmail']);

export interface CorrectionRequestFormProps {
  /** The signed-in employee's address; null on the kiosk, where the employee types theirs. */
  email: string | null;
  companyId: number;
  timeZone: string;
  onSubmitted(receipt: CorrectionReceipt): void;
  onFailed(text: string): void;
}

/**
 * Urencorrectie aanvragen (docs/screens.md#corrections): the requested time and a reason, both needed
 * before Verzoek indienen can be pressed. The time is sent as the company's wall clock, which
 * the server reads in the company's zone (docs/calculations.md#time-and-time-zones).
 */
export function CorrectionRequestForm({
  email,
  companyId,
  timeZone,
  onSubmitted,
  onFailed,
}: CorrectionRequestFormProps) {
  const { t } = useTranslation('corrections');
  const submit = useRequestCorrection();
  const form = useForm<RequestValues>({
    initialValues: { requestedTime: '', reason: '', employeeEmail: '' },
    validate: (values) =>
      resolve({ ...values, employeeEmail: email ?? values.employeeEmail, companyId }),
  });

  const send = form.onSubmit((values) => {
    submit.mutate(
      {
        requestedTime: values.requestedTime,
        reason: values.reason.trim(),
        employeeEmail: email ?? values.employeeEmail.trim(),
        companyId,
      },
      {
        onSuccess: (receipt) => {
          form.reset();
          onSubmitted(receipt);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
            form.setFieldError(error.field, error.message);
          } else {
            onFailed(failureText('submit', error, t));
          }
        },
      },
    );
  });

  const { requestedTime, reason, employeeEmail } = form.values;
  const filled =
    requestedTime.trim() !== '' &&
    reason.trim() !== '' &&
    (email !== null || employeeEmail.trim() !== '');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('request.formTitle')}
          </Title>
          {email === null && (
            <TextInput
              type="email"
              label={t('request.employeeEmail')}
              description={t('request.employeeEmailHint')}
              autoComplete="off"
              required
              {...form.getInputProps('employeeEmail')}
            />
          )}
          <TextInput
            type="datetime-local"
            label={t('request.requestedTime')}
            description={t('request.requestedTimeHint')}
            // Worked time only: the server refuses a time in the future as well.
            max={wallClockValue(new Date(), timeZone)}
            required
            {...form.getInputProps('requestedTime')}
          />
          <CountedTextarea
            label={t('request.reason')}
            description={t('request.reasonHint')}
            rows={4}
            limit={1000}
            required
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!filled || submit.isPending}>
              {submit.isPending ? t('request.submitting') : t('request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
