import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../lib/compliance';
import { FindingList } from './finding-list';
import type { CandidateStatus } from './use-candidate-findings';

export interface CandidateFindingsProps {
  status: CandidateStatus;
  violations: readonly Finding[];
  infos: readonly Finding[];
  withoutBirthDate: boolean;
}

/**
 * What the Arbeidstijdenwet says about the shift in the Nieuwe Dienst form, before it is
 * saved: violations as the week's panel shows them, information quieter, or that there is
 * nothing.
 * One polite live region, so a screen reader hears the outcome once the check is done.
 */
export function CandidateFindings({
  status,
  violations,
  infos,
  withoutBirthDate,
}: CandidateFindingsProps) {
  const { t } = useTranslation('roster');
  if (status === 'idle') return null;
  return (
    <Stack gap="xs" role="status">
      {status === 'checking' && (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('labour.candidateChecking')}
          </Text>
        </Group>
      )}
      {status === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('labour.candidateFailed')}
        </Text>
      )}
      {status === 'ready' &&
        (violations.length > 0 ? (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('labour.candidateTitle')}
            </Text>
            <FindingList findings={violations} withEmployee={false} />
          </Stack>
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />
            <Text size="sm">{t('labour.candidateNone')}</Text>
          </Group>
        ))}
      {status === 'ready' && infos.length > 0 && (
        <FindingList findings={infos} quiet withEmployee={false} />
      )}
      {status === 'ready' && withoutBirthDate && (
        <Text size="sm" c="dimmed">
          {t('labour.candidateNoBirthDate')}
        </Text>
      )}
    </Stack>
  );
}
