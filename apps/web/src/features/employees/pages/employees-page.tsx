import { can } from '@klokwerk/domain/policies';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmployeeFilters } from '../components/employee-filters';
import { EmployeeList } from '../components/employee-list';
import { EmployeeNotices } from '../components/employee-notices';
import {
  EmployeePageDialogs,
  loadAddDialog,
  loadDetailDialog,
} from '../components/employee-page-dialogs';
import { useEmployeeDialogs } from '../components/use-employee-dialogs';
import { useEmployeeList } from '../components/use-employee-list';

/** Medewerkerbeheer (docs/screens.md#employees): for roles with employees.manage, others see NoAccess. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  const session = useSession();
  if (!session || !can(session.role, 'employees.manage')) return <NoAccess title={t('title')} />;
  return <EmployeeManagement session={session} />;
}

function EmployeeManagement({ session }: { session: Session }) {
  const { t } = useTranslation('employees');
  usePageTitle(t('title'));
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const companies = useCompanies();
  const list = useEmployeeList(companyId);
  const dialogs = useEmployeeDialogs(list.employees.data);
  const companyName =
    companies.data?.find((company) => company.companyId === companyId)?.companyName ?? '';

  return (
    <Stack gap="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={dialogs.openAdd}
          onPointerEnter={() => void loadAddDialog()}
          onFocus={() => void loadAddDialog()}
          disabled={companyId === null}
          loading={dialogs.openingAdd}
        >
          {t('add')}
        </Button>
      </Group>
      <EmployeeNotices
        notice={dialogs.notice}
        onCloseNotice={dialogs.closeNotice}
        warning={dialogs.warning}
        onCloseWarning={dialogs.closeWarning}
      />
      <EmployeeFilters companyId={companyId} onCompanyChange={chooseCompany} list={list} />
      <EmployeeList
        companyId={companyId}
        list={list}
        onOpen={dialogs.openDetails}
        onPrefetch={() => void loadDetailDialog()}
      />
      <EmployeePageDialogs
        dialogs={dialogs}
        companyId={companyId}
        companyName={companyName}
        today={list.today}
        actorRole={session.role}
      />
    </Stack>
  );
}
