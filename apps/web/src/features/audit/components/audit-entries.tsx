import type { AuditEntry } from '@klokwerk/contract/audit';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionText, actorText, changeLines, objectText } from '../../../lib/audit/describe-entry';
import classes from './audit-entries.module.css';

export interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  timeZone: string;
  companyName(companyId: number): string | null;
  /** A table on a wide screen; on a phone one card per entry, read top to bottom. */
  wide: boolean;
}

function when(at: string, timeZone: string): string {
  const moment = new Date(at);
  return `${formatDate(moment, timeZone)} ${formatTime(moment, timeZone)}`;
}

/** The entries: when, who, what in plain Dutch, which object, and the values before → after. */
export function AuditEntries({ entries, timeZone, companyName, wide }: AuditEntriesProps) {
  const { t } = useTranslation('audit');
  const rows = entries.map((entry) => ({
    entry,
    when: when(entry.at, timeZone),
    actor: actorText(entry.actor, t),
    action: actionText(entry, t),
    object: objectText(entry, t, companyName),
    changes: changeLines(entry, timeZone, t),
  }));

  if (!wide) {
    return (
      <Stack component="ul" gap="sm" className={classes.list} aria-label={t('table.caption')}>
        {rows.map((row) => (
          <Paper component="li" key={row.entry.auditId} withBorder radius="md" p="sm">
            <Text size="sm" c="dimmed">
              {row.when} · {row.actor}
            </Text>
            <Text fw={600}>{row.action}</Text>
            <Text size="sm">{row.object}</Text>
            <Changes lines={row.changes} />
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer
      minWidth={760}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('table.caption') },
      }}
    >
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('table.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.at')}</Table.Th>
            <Table.Th scope="col">{t('table.actor')}</Table.Th>
            <Table.Th scope="col">{t('table.action')}</Table.Th>
            <Table.Th scope="col">{t('table.object')}</Table.Th>
            <Table.Th scope="col">{t('table.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.entry.auditId}>
              <Table.Td className={classes.noWrap}>{row.when}</Table.Td>
              <Table.Td>{row.actor}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
              <Table.Td>{row.object}</Table.Td>
              <Table.Td>
                <Changes lines={row.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Changes({ lines }: { lines: string[] }) {
  const { t } = useTranslation('audit');
  if (lines.length === 0) return <Text size="sm">{t('noChanges')}</Text>;
  return (
    <ul className={classes.changes}>
      {lines.map((line) => (
        <li key={line}>
          <Text size="sm" className={classes.wrap}>
            {line}
          </Text>
        </li>
      ))}
    </ul>
  );
}
