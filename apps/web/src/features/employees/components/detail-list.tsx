import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Detail {
  label: string;
  /** null shows "Niet ingevuld". */
  value: ReactNode | null;
}

/** Label and value pairs as a description list: one column on a phone, two from 576 px. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation('employees');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {details.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value ?? (
              <Text component="span" c="dimmed" fs="italic">
                {t('view.empty')}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
