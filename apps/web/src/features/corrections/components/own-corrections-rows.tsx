import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Corrections } from '../../../lib/queries/corrections';
import { formatDateTime } from '../lib/times';
import classes from './list.module.css';
import { StatusBadge } from './status-badge';

export interface OwnCorrectionRowsProps {
  corrections: Corrections;
  timeZone: string;
  labelledBy: string;
}

function RejectionReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation('corrections');
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
      {t('request.rejectionReason', { reason })}
    </Text>
  );
}

/** Correction, reason and status (docs/screens.md#corrections); a rejected one also says why. */
export function OwnCorrectionsTable({ corrections, timeZone, labelledBy }: OwnCorrectionRowsProps) {
  const { t } = useTranslation('corrections');
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing="sm" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('request.correction')}</Table.Th>
          <Table.Th scope="col">{t('request.reason')}</Table.Th>
          <Table.Th scope="col">{t('request.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {corrections.map((correction) => (
          <Table.Tr key={correction.correctionId}>
            <Table.Td>{formatDateTime(new Date(correction.requestedTime), timeZone)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{correction.reason}</Table.Td>
            <Table.Td>
              <StatusBadge status={correction.status} />
              {correction.status === 'REJECTED' && (
                <RejectionReason reason={correction.rejectionReason} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The same on a phone: the requested time with its status beside it, the reason below. */
export function OwnCorrectionsList({ corrections, timeZone, labelledBy }: OwnCorrectionRowsProps) {
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {corrections.map((correction) => (
        <li key={correction.correctionId} className={classes.item}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={600}>{formatDateTime(new Date(correction.requestedTime), timeZone)}</Text>
            <StatusBadge status={correction.status} className={classes.status} />
          </Group>
          <Text size="sm" mt={4}>
            {correction.reason}
          </Text>
          {correction.status === 'REJECTED' && (
            <RejectionReason reason={correction.rejectionReason} />
          )}
        </li>
      ))}
    </ul>
  );
}
