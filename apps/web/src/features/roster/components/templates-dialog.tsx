import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useTemplates } from '../api/get-templates';
import {
  type CopiedShifts,
  type SavedTemplate,
  useApplyTemplate,
  useSaveTemplate,
} from '../api/roster-writes';
import type { Week } from '../lib/period';

export interface TemplatesDialogProps {
  opened: boolean;
  onClose(): void;
  companyId: number;
  /** The week shown: the one saved, and the one a template is applied to. */
  week: Week;
  onSaved(saved: SavedTemplate): void;
  onApplied(answer: CopiedShifts): void;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * Roostersjablonen: the week shown kept under a name, and a kept week planned into the week
 * shown as concepts (who left or is unavailable is skipped, and the roster says so).
 */
export function TemplatesDialog(props: TemplatesDialogProps) {
  const { t } = useTranslation('roster');
  const { companyId, week } = props;
  const templates = useTemplates(companyId);
  const save = useSaveTemplate(companyId);
  const apply = useApplyTemplate(companyId);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const day = week.start.slice(0, 10);

  const submitSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ companyId, name, week: day }, { onSuccess: props.onSaved });
  };
  const submitApply = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    apply.mutate({ templateId: Number(chosen), week: day }, { onSuccess: props.onApplied });
  };
  const options = (templates.data ?? []).map((template) => ({
    value: String(template.templateId),
    label: t('templates.option', { name: template.name, count: template.shiftCount }),
  }));

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('templates.title')}
      centered
      closeButtonProps={{ 'aria-label': t('templates.close') }}
    >
      <Stack gap="xl">
        <form onSubmit={submitApply} noValidate>
          <Stack gap="sm">
            <Select
              label={t('templates.choose')}
              placeholder={t('templates.choosePlaceholder')}
              data={options}
              value={chosen}
              onChange={setChosen}
              nothingFoundMessage={t('templates.none')}
              description={
                templates.isError
                  ? t('templates.loadFailed')
                  : options.length === 0 && !templates.isPending
                    ? t('templates.none')
                    : undefined
              }
              comboboxProps={{ withinPortal: true }}
            />
            {apply.isError && (
              <Alert color="red" variant="light" role="alert">
                {`${t('errors.applyTemplate')} ${messageOf(apply.error)}`}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" disabled={chosen === null} loading={apply.isPending}>
                {t('templates.apply', { number: week.number })}
              </Button>
            </Group>
          </Stack>
        </form>
        <form onSubmit={submitSave} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('templates.saveIntro', { number: week.number })}</Text>
            <TextInput
              label={t('templates.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={100}
              withAsterisk
            />
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {`${t('errors.saveTemplate')} ${messageOf(save.error)}`}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="default" loading={save.isPending}>
                {t('templates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
