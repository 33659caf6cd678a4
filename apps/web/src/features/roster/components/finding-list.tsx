import { Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../lib/compliance';
import classes from './labour.module.css';

export interface FindingListProps {
  findings: readonly Finding[];
  /** Information (breaks, an allowed shortened rest): quieter than a violation. */
  quiet?: boolean;
  /** Left out where one employee is meant (the new shift's own findings). */
  withEmployee?: boolean;
}

/** Findings of the Arbeidstijdenwet: who, what and by how much, and the article it rests on. */
export function FindingList({ findings, quiet = false, withEmployee = true }: FindingListProps) {
  const { t } = useTranslation('roster');
  const Icon = quiet ? IconInfoCircle : IconAlertTriangle;
  return (
    <ul className={classes.list}>
      {findings.map((finding, index) => (
        <li
          // Two findings may read alike (the same rule, employee and moment): the place decides.
          // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id of their own
          key={`${finding.rule}-${finding.employeeId}-${finding.at}-${index}`}
          className={quiet ? `${classes.item} ${classes.info}` : classes.item}
        >
          <Icon size={16} className={classes.icon} aria-hidden />
          <div className={classes.body}>
            {withEmployee && (
              <Text size="sm" fw={600}>
                {finding.employeeName}
              </Text>
            )}
            <Text size="sm">{finding.message}</Text>
            <Text size="xs" c="dimmed">
              {t('labour.source', { source: finding.source })}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
