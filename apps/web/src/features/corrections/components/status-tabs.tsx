import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusFilter } from '../lib/status';

export interface StatusTabsProps {
  /** The tabs on offer: all four, or only Alle on a narrow screen (docs/screens.md#corrections). */
  filters: readonly StatusFilter[];
  value: StatusFilter;
  counts: Record<StatusFilter, number>;
  onChange(filter: StatusFilter): void;
  /** The chosen tab's content. */
  children: ReactNode;
}

/** The filter tabs, each with its count of the month's corrections. */
export function StatusTabs({ filters, value, counts, onChange, children }: StatusTabsProps) {
  const { t } = useTranslation('corrections');
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as StatusFilter)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('review.filters.label')}>
        {filters.map((filter) => (
          <Tabs.Tab
            key={filter}
            value={filter}
            rightSection={
              <Badge size="sm" circle={counts[filter] < 10} color="gray.7" variant="filled">
                {counts[filter]}
              </Badge>
            }
          >
            {t(`review.filters.${filter}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {filters.map((filter) => (
        <Tabs.Panel key={filter} value={filter} pt="md">
          {filter === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
