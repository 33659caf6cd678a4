import { Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/signed-in/load-states';
import { ScrollTable } from '../../../components/signed-in/scroll-table';
import { useCompanies } from '../../../lib/queries/companies';
import { usePenaltySettingsList } from '../api/get-penalty-settings-list';

/**
 * The settings of every company in reach (docs/screens.md#penalty-settings): a company the list call names but
 * the company list does not know (yet) is "Onbekend Bedrijf".
 */
export function PenaltyOverview({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation('penalty');
  const { t: tShared } = useTranslation();
  const list = usePenaltySettingsList();
  const companies = useCompanies();
  const nameOf = (companyId: number) =>
    companies.data?.find((c) => c.companyId === companyId)?.companyName ??
    t('overview.unknownCompany');
  const rows = (list.data ?? [])
    .map((settings) => ({ ...settings, name: nameOf(settings.companyId) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));

  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="penalty-overview-title">
        {t('overview.title')}
      </Title>
      {list.isPending && (
        <Stack gap="xs" role="status">
          <VisuallyHidden>{tShared('app.loading')}</VisuallyHidden>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
      {list.isError && (
        <RetryAlert retryLabel={t('overview.retry')} onRetry={() => void list.refetch()}>
          {t('overview.loadFailed')}
        </RetryAlert>
      )}
      {list.isSuccess && rows.length === 0 && <Text>{t('overview.empty')}</Text>}
      {rows.length > 0 && (
        <ScrollTable minWidth={300} labelledBy="penalty-overview-title">
          <Table aria-labelledby="penalty-overview-title" verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('overview.company')}</Table.Th>
                <Table.Th scope="col">{t('overview.applyPenalty')}</Table.Th>
                <Table.Th scope="col">{t('overview.penaltyMinutes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.companyId}
                  aria-current={row.companyId === selectedId ? 'true' : undefined}
                  fw={row.companyId === selectedId ? 600 : undefined}
                >
                  <Table.Th scope="row" fw="inherit" style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Table.Th>
                  <Table.Td>{row.applyPenalty ? t('overview.yes') : t('overview.no')}</Table.Td>
                  <Table.Td c={row.applyPenalty ? undefined : 'dimmed'}>
                    {t('overview.minutes', { count: row.penaltyMinutes })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
