import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/signed-in/load-states';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { actorText } from '../../../lib/audit/describe-entry';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import type { Session } from '../../../lib/session';
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
  return <PermittedPage title={t('title')} permission="audit.view" screen={AuditLog} />;
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
      <PageHeading title={t('title')} intro={t('intro')} />
      <AuditFilters value={filter} onChange={setFilter} people={people} />
      {log.isPending && (
        <Stack gap="xs">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      )}
      {log.isError && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void log.refetch()}>
          {t('loadFailed')}
        </RetryAlert>
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
