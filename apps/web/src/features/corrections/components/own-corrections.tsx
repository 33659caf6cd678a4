import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnCorrections } from '../../../lib/queries/corrections';
import { failureText } from '../lib/failure';
import { PHONE } from '../lib/media';
import { OwnCorrectionsList, OwnCorrectionsTable } from './own-corrections-rows';

const TITLE_ID = 'own-corrections-title';

export interface OwnCorrectionsProps {
  email: string;
  timeZone: string;
  onFailed(text: string): void;
}

/** Ingediende urencorrecties (docs/screens.md#corrections), newest first: a table, or a list on a phone. */
export function OwnCorrections({ email, timeZone, onFailed }: OwnCorrectionsProps) {
  const { t } = useTranslation('corrections');
  const corrections = useOwnCorrections(email);
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const Rows = phone ? OwnCorrectionsList : OwnCorrectionsTable;

  const loadFailure = corrections.isError ? corrections.error : null;
  useEffect(() => {
    if (loadFailure) onFailed(failureText('own', loadFailure, t));
  }, [loadFailure, onFailed, t]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id={TITLE_ID}>
          {t('request.listTitle')}
        </Title>
        {corrections.isPending && (
          <Stack gap="xs" aria-busy="true" aria-labelledby={TITLE_ID}>
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        )}
        {corrections.isError && (
          <Button variant="light" onClick={() => corrections.refetch()} w="fit-content">
            {t('request.retry')}
          </Button>
        )}
        {corrections.isSuccess && corrections.data.length === 0 && (
          <Text>{t('request.empty')}</Text>
        )}
        {corrections.isSuccess && corrections.data.length > 0 && (
          <Rows corrections={corrections.data} timeZone={timeZone} labelledBy={TITLE_ID} />
        )}
      </Stack>
    </Paper>
  );
}
