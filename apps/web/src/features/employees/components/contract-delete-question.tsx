import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ContractDeleteQuestionProps {
  question: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The question before a period goes; the safe answer, Annuleren, takes the focus. */
export function ContractDeleteQuestion({
  question,
  busy,
  onConfirm,
  onCancel,
}: ContractDeleteQuestionProps) {
  const { t } = useTranslation('employees');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Stack gap="xs">
      <Text size="sm" role="alert">
        {question}
      </Text>
      <Group gap="sm">
        <Button ref={cancel} variant="default" size="xs" onClick={onCancel} disabled={busy}>
          {t('contracts.cancel')}
        </Button>
        <Button color="red" size="xs" loading={busy} onClick={onConfirm}>
          {t('contracts.deleteConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
