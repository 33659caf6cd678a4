import { formatPhoneNumber } from '@klokwerk/domain/phone-number';
import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconClock, IconFileText, IconMail, IconPhone } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../lib/queries/employees';
import { formatWeekHours } from '../lib/employee-format';
import type { EmployeeStatus } from '../lib/profile-status';
import { useContractLabel } from './contract-label';
import classes from './employee-card.module.css';
import { EmployeeStatusBadge } from './employee-status-badge';

export interface EmployeeCardProps {
  employee: Employee;
  status: EmployeeStatus;
  today: string;
  onOpen(): void;
}

function Row({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  children: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.row}>
      <Text component="span" c="dimmed" lh={0} aria-hidden>
        <Icon size={16} />
      </Text>
      <Text size="sm" truncate="end">
        {children}
      </Text>
    </Group>
  );
}

/** One employee in the grid: name, job title, contact, contract and the card status. */
export function EmployeeCard({ employee, status, today, onOpen }: EmployeeCardProps) {
  const { t } = useTranslation('employees');
  const contractLabel = useContractLabel();
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-status={status}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} miw={0} style={{ flex: '1 1 10rem' }}>
          <Title order={3} size="h4">
            <UnstyledButton
              className={classes.open}
              onClick={onOpen}
              aria-haspopup="dialog"
              fz="inherit"
              fw="inherit"
            >
              {name}
            </UnstyledButton>
          </Title>
          <Text size="sm" c="dimmed">
            {employee.jobTitle?.name ?? t('card.noJobTitle')}
          </Text>
        </Stack>
        <EmployeeStatusBadge status={status} />
      </Group>
      <Stack gap={4} mt="sm">
        <Row icon={IconMail}>{employee.email}</Row>
        <Row icon={IconPhone}>
          {employee.phoneNumber ? formatPhoneNumber(employee.phoneNumber) : t('card.noPhone')}
        </Row>
        <Row icon={IconFileText}>{contractLabel(employee, today)}</Row>
        {employee.hoursPerWeek !== null && (
          <Row icon={IconClock}>
            {t('card.hoursPerWeek', { hours: formatWeekHours(employee.hoursPerWeek) })}
          </Row>
        )}
      </Stack>
    </Card>
  );
}
