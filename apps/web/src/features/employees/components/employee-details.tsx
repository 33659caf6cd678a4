import { formatLocalDate } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { formatPhoneNumber } from '@klokwerk/domain/phone-number';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../lib/queries/company-users';
import type { Employee } from '../../../lib/queries/employees';
import { roleLabel } from '../../../lib/role-options';
import { formatRating, formatSalary, formatWeekHours } from '../lib/employee-format';
import { employeeStatus, missingProfileFields } from '../lib/profile-status';
import { BsnReveal } from './bsn-reveal';
import { useContractLabel } from './contract-label';
import { type Detail, DetailList } from './detail-list';
import { DialogSection } from './dialog-section';
import { EmployeeStatusBadge } from './employee-status-badge';

export interface EmployeeDetailsProps {
  employee: Employee;
  today: string;
  /** undefined while loading, null without an account. */
  account: CompanyUser | null | undefined;
  accountError: string | null;
  mayViewBsn: boolean;
}

/** The view state of the detail dialog: every field, read-only. */
export function EmployeeDetails({
  employee,
  today,
  account,
  accountError,
  mayViewBsn,
}: EmployeeDetailsProps) {
  const { t } = useTranslation('employees');
  const contractLabel = useContractLabel();
  const status = employeeStatus(employee, today);
  const missing = missingProfileFields(employee);
  const date = (value: string | null) => (value ? formatLocalDate(fromIsoDate(value)) : null);

  const person: Detail[] = [
    { label: t('fields.firstName'), value: employee.firstName },
    { label: t('fields.lastName'), value: employee.lastName },
    { label: t('fields.email'), value: employee.email },
    {
      label: t('fields.phoneNumber'),
      value: employee.phoneNumber ? formatPhoneNumber(employee.phoneNumber) : null,
    },
    { label: t('fields.dateOfBirth'), value: date(employee.dateOfBirth) },
    { label: t('fields.address'), value: employee.address },
    ...(mayViewBsn
      ? [
          {
            label: t('fields.socialSecurityNumber'),
            value: <BsnReveal employeeId={employee.employeeId} />,
          },
        ]
      : []),
  ];
  const contract: Detail[] = [
    { label: t('view.status'), value: <EmployeeStatusBadge status={status} /> },
    { label: t('fields.jobTitleId'), value: employee.jobTitle?.name ?? null },
    { label: t('view.contract'), value: contractLabel(employee, today) },
    { label: t('fields.startDate'), value: date(employee.startDate) },
    {
      label: t('fields.salary'),
      value: employee.salary == null ? null : formatSalary(employee.salary),
    },
    {
      label: t('fields.hoursPerWeek'),
      value: employee.hoursPerWeek === null ? null : formatWeekHours(employee.hoursPerWeek),
    },
    {
      label: t('fields.hoursRating'),
      value: employee.hoursRating === undefined ? null : formatRating(employee.hoursRating),
    },
    // Only roles that see wages get the payroll number (salary.view), as the hours rating.
    ...(employee.payrollNumber === undefined
      ? []
      : [{ label: t('fields.payrollNumber'), value: employee.payrollNumber }]),
  ];

  return (
    <Stack gap="lg">
      {status === 'incomplete' && missing.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('view.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
        </Alert>
      )}
      <DialogSection title={t('sections.person')}>
        <DetailList details={person} />
      </DialogSection>
      <DialogSection title={t('sections.contract')}>
        <DetailList details={contract} />
      </DialogSection>
      <DialogSection title={t('sections.account')}>
        <AccountDetails account={account} error={accountError} />
      </DialogSection>
    </Stack>
  );
}

/** The linked account's name and role, or why there is none to show. */
function AccountDetails({
  account,
  error,
}: {
  account: CompanyUser | null | undefined;
  error: string | null;
}) {
  const { t } = useTranslation('employees');
  if (error !== null) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        {t('account.loadFailed', { message: error })}
      </Text>
    );
  }
  if (account === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('account.loading')}
      </Text>
    );
  }
  if (account === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('account.none')}
      </Text>
    );
  }
  return (
    <DetailList
      details={[
        { label: t('account.userName'), value: account.userName },
        { label: t('account.role'), value: roleLabel(account.roles[0]) },
      ]}
    />
  );
}
