import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';
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
  return (
    <PermittedPage title={t('title')} permission="employees.manage" screen={EmployeeManagement} />
  );
}

function EmployeeManagement({ session }: { session: Session }) {
  const { t } = useTranslation('employees');
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const companies = useCompanies();
  const list = useEmployeeList(companyId);
  const dialogs = useEmployeeDialogs(list.employees.data);
  const companyName =
    companies.data?.find((company) => company.companyId === companyId)?.companyName ?? '';

  return (
    <Stack gap="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('title')} intro={t('intro')} />
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
