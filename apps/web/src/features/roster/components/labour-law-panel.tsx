import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Finding, isViolation } from '../lib/compliance';
import { FindingList } from './finding-list';

export interface LabourLawPanelProps {
  weekNumber: number;
  status: 'loading' | 'failed' | 'ready';
  findings: readonly Finding[];
  /** Employees of the week checked as adults because their date of birth is not known. */
  withoutBirthDate: readonly string[];
  onRetry(): void;
}

/**
 * Arbeidstijdenwet: the findings of the week shown, definitive and concept shifts
 * together, with the number of violations in a badge; information (breaks, a rest shortened
 * as allowed) under a quieter heading. Warnings only: nothing here stops a confirmation.
 */
export function LabourLawPanel(props: LabourLawPanelProps) {
  const { t } = useTranslation('roster');
  const headingId = useId();
  const violations = props.findings.filter(isViolation);
  const infos = props.findings.filter((finding) => !isViolation(finding));
  const ready = props.status === 'ready';

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" align="center">
          <Title order={2} size="h4" id={headingId}>
            {t('labour.title')}
          </Title>
          {ready && (
            <Badge
              size="lg"
              tt="none"
              variant={violations.length > 0 ? 'filled' : 'light'}
              color={violations.length > 0 ? 'red.9' : 'gray'}
            >
              {violations.length > 0
                ? t('labour.count', { count: violations.length })
                : t('labour.noCount')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('labour.intro', { number: props.weekNumber })}
        </Text>
        {props.status === 'loading' && (
          <Stack gap={6} aria-busy="true" aria-label={t('labour.loading')} role="status">
            <Skeleton height={48} radius="sm" />
            <Skeleton height={48} radius="sm" />
          </Stack>
        )}
        {props.status === 'failed' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('labour.failed')}</Text>
              <Button size="compact-sm" variant="light" onClick={props.onRetry}>
                {t('errors.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {ready &&
          (violations.length > 0 ? (
            <FindingList findings={violations} />
          ) : (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />
              <Text size="sm">{t('labour.none')}</Text>
            </Group>
          ))}
        {ready && infos.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h6" c="dimmed">
              {t('labour.infoTitle', { count: infos.length })}
            </Title>
            <FindingList findings={infos} quiet />
          </Stack>
        )}
        {ready && props.withoutBirthDate.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('labour.noBirthDate', { names: props.withoutBirthDate.join(', ') })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
