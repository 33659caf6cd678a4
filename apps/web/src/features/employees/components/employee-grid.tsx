import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Employee } from '../../../lib/queries/employees';
import type { EmployeeStatus } from '../lib/profile-status';
import { EmployeeCard } from './employee-card';

export interface EmployeeGridProps {
  employees: readonly { employee: Employee; status: EmployeeStatus }[];
  today: string;
  onOpen(employee: Employee): void;
  /** Fetches the dialog's code as soon as a pointer or the keyboard comes near a card. */
  onPrefetch(): void;
}

const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** The cards as a list: one column on a phone, up to three on a desktop. */
export function EmployeeGrid({ employees, today, onOpen, onPrefetch }: EmployeeGridProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={COLUMNS}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      {employees.map(({ employee, status }) => (
        <li key={employee.employeeId}>
          <EmployeeCard
            employee={employee}
            status={status}
            today={today}
            onOpen={() => onOpen(employee)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Placeholder cards of the same size while the list loads. */
export function EmployeeGridSkeleton() {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" aria-hidden>
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Card key={n} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Skeleton height={20} width="60%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={12} mt="sm" />
            <Skeleton height={12} width="80%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
