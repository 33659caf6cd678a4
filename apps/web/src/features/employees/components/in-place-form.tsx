import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface InPlaceFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** A refusal that no field shows. */
  error: ReactNode;
  /** Whose Annuleren and Opslaan: the contract's or the leave's texts. */
  texts: 'contracts' | 'leave';
  onCancel(): void;
  children: ReactNode;
}

/** The frame of a form in place (useInPlaceForm): its fields, a refusal below them, Annuleren and Opslaan. */
export function InPlaceForm({
  formRef,
  onSubmit,
  busy,
  error,
  texts,
  onCancel,
  children,
}: InPlaceFormProps) {
  const { t } = useTranslation('employees');
  return (
    <Paper withBorder radius="md" p="md">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Stack gap="sm">
          {children}
          {error && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button type="submit" loading={busy}>
              {t(`${texts}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
