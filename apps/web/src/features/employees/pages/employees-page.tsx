import { can } from '@klokwerk/domain/policies';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { NoAccess } from '../../../components/signed-in/no-access';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useCompanies } from '../../../lib/queries/companies';
import {
  type Employee,
  type EmployeeRemoval,
  useCompanyEmployees,
} from '../../../lib/queries/employees';
import { useSelectedCompany } from '../../../lib/selected-company';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmployeeGrid, EmployeeGridSkeleton } from '../components/employee-grid';
import { EmptyState } from '../components/empty-state';
import { localIsoDate } from '../lib/employee-format';
import { errorMessage } from '../lib/error-message';
import { type EmployeeStatus, employeeStatus } from '../lib/profile-status';
import { matchesSearch } from '../lib/search';
import classes from './employees-page.module.css';

// Each dialog is a chunk of its own (Mantine's modal stack, the form, the contract rules),
// fetched when a pointer or the keyboard comes near a card or the add button.
const loadDetailDialog = () => import('../components/employee-dialog');
const EmployeeDialog = lazy(async () => ({ default: (await loadDetailDialog()).EmployeeDialog }));
const loadAddDialog = () => import('../components/add-employee-dialog');
const AddEmployeeDialog = lazy(async () => ({
  default: (await loadAddDialog()).AddEmployeeDialog,
}));

const STATUSES: readonly EmployeeStatus[] = ['active', 'incomplete', 'expired'];

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
  const employees = useCompanyEmployees(companyId);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<EmployeeStatus | null>(null);
  const [selected, setSelected] = useState<Employee | null>(null);
  const [detailOpened, setDetailOpened] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  const [everAdded, setEverAdded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [, startOpeningDetails] = useTransition();
  const [openingAdd, startOpeningAdd] = useTransition();
  // "Today" of whoever looks, read once per visit of the page.
  const [today] = useState(() => localIsoDate(new Date()));

  const withStatus = useMemo(
    () =>
      (employees.data ?? []).map((employee) => ({
        employee,
        status: employeeStatus(employee, today),
      })),
    [employees.data, today],
  );
  const shown = withStatus.filter(
    ({ employee, status }) =>
      (statusFilter === null || status === statusFilter) && matchesSearch(employee, search),
  );
  const companyName =
    companies.data?.find((company) => company.companyId === companyId)?.companyName ?? '';
  // The open card's fresh data after an edit; its last known state while the dialog closes.
  const current =
    (selected && employees.data?.find((e) => e.employeeId === selected.employeeId)) ?? selected;

  const openDetails = (employee: Employee) =>
    startOpeningDetails(() => {
      setSelected(employee);
      setDetailOpened(true);
    });

  const openAdd = () =>
    startOpeningAdd(() => {
      setEverAdded(true);
      setAddOpened(true);
    });

  const removed = ({ employee, accountError }: EmployeeRemoval, gone: Employee) => {
    setDetailOpened(false);
    setNotice(employee.message);
    setWarning(
      accountError
        ? t('delete.accountWarning', { email: gone.email, message: accountError.message })
        : null,
    );
  };

  const countText =
    shown.length === withStatus.length
      ? t('count', { count: withStatus.length })
      : t('countFiltered', { shown: shown.length, total: withStatus.length });

  return (
    <Stack gap="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={openAdd}
          onPointerEnter={() => void loadAddDialog()}
          onFocus={() => void loadAddDialog()}
          disabled={companyId === null}
          loading={openingAdd}
        >
          {t('add')}
        </Button>
      </Group>

      <Stack gap="xs" className={classes.banners}>
        {notice && (
          <div className={classes.banner}>
            <TimedAlert kind="success" onClose={() => setNotice(null)}>
              {notice}
            </TimedAlert>
          </div>
        )}
        {warning && (
          <div className={classes.banner}>
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              withCloseButton
              closeButtonLabel={t('view.close')}
              onClose={() => setWarning(null)}
              role="alert"
            >
              {warning}
            </Alert>
          </div>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CompanySelect value={companyId} onChange={chooseCompany} label={t('companyLabel')} />
        <TextInput
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t('statusFilter')}
          data={[
            { value: 'all', label: t('statusAll') },
            ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          value={statusFilter ?? 'all'}
          onChange={(value) =>
            setStatusFilter(value === null || value === 'all' ? null : (value as EmployeeStatus))
          }
          allowDeselect={false}
        />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="employee-list-heading">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="employee-list-heading">
            {t('listHeading')}
          </Title>
          {employees.isSuccess && (
            <Text c="dimmed" size="sm" role="status">
              {countText}
            </Text>
          )}
        </Group>
        {companyId === null ? (
          <EmptyState title={t('noCompany')} />
        ) : employees.isPending ? (
          <EmployeeGridSkeleton />
        ) : employees.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('loadFailed', { message: errorMessage(employees.error) })}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void employees.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : withStatus.length === 0 ? (
          <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('noMatches')} />
        ) : (
          <EmployeeGrid
            employees={shown}
            today={today}
            onOpen={openDetails}
            onPrefetch={() => void loadDetailDialog()}
          />
        )}
      </Stack>

      <Suspense fallback={null}>
        {current && (
          <EmployeeDialog
            key={current.employeeId}
            employee={current}
            opened={detailOpened}
            onClose={() => setDetailOpened(false)}
            today={today}
            actorRole={session.role}
            onRemoved={removed}
          />
        )}
        {everAdded && companyId !== null && (
          <AddEmployeeDialog
            opened={addOpened}
            onClose={() => setAddOpened(false)}
            companyId={companyId}
            companyName={companyName}
            onCreated={(created) => {
              setAddOpened(false);
              setNotice(t('create.created', { name: `${created.firstName} ${created.lastName}` }));
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
