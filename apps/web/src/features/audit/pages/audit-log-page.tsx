import { can } from '@klokwerk/domain/policies';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { actorText } from '../../../lib/audit/describe-entry';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuditActors } from '../api/get-audit-actors';
import { type AuditFilter, useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit-entries';
import { AuditFilters, isFiltered, NO_FILTER } from '../components/audit-filters';

/**
 * /settings/audit-log, Auditlog: the tenant's audit trail for the owners
 * (`audit.view`), newest first, with filters by person, kind of object and period, and older
 * entries a page at a time (docs/decisions/016-payroll-grade-time-registration.md).
 */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const session = useSession();
  usePageTitle(t('title'));
  if (!session || !can(session.role, 'audit.view')) return <NoAccess title={t('title')} />;
  return <AuditLog session={session} />;
}

function AuditLog({ session }: { session: Session }) {
  const { t } = useTranslation('audit');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const log = useAuditLog(filter);
  const companies = useCompanies();
  const timeZone = companyTimeZone(companies.data, session.companyId);
  const companyName = (companyId: number) =>
    companies.data?.find((c) => c.companyId === companyId)?.companyName ?? null;
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);

  const actors = useAuditActors();
  const people = (actors.data?.actors ?? []).flatMap((actor) =>
    actor.userId === null ? [] : [{ userId: actor.userId, name: actorText(actor, t) }],
  );

  const filtered = isFiltered(filter);

  return (
    <Stack gap="lg" py="xl">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <AuditFilters value={filter} onChange={setFilter} people={people} />
      {log.isPending && (
        <Stack gap="xs">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      )}
      {log.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            {t('loadFailed')}
            <Button size="xs" variant="light" color="red" onClick={() => void log.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {log.isSuccess && entries.length === 0 && (
        <Text>{filtered ? t('emptyFiltered') : t('empty')}</Text>
      )}
      {entries.length > 0 && (
        <>
          <AuditEntries
            entries={entries}
            timeZone={timeZone}
            companyName={companyName}
            wide={wide}
          />
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed" role="status">
              {t('count', { count: entries.length })}
              {!log.hasNextPage && ` ${t('end')}`}
            </Text>
            {log.hasNextPage && (
              <Button
                variant="default"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t('more')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
