import { ActionIcon, Button } from '@mantine/core';
import { IconCheck, IconClockEdit, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../lib/record-rows';

/**
 * Neutral buttons whose text reads well in light and dark mode; the icons carry the colour, in
 * Mantine's text shades, which follow the colour scheme.
 */
const ICON_GREEN = 'var(--mantine-color-green-text)';
const ICON_RED = 'var(--mantine-color-red-text)';

/** What a reviewer may do with the month's registrations in the table. */
export interface RecordActions {
  onApprove(row: RecordRow): void;
  onReject(row: RecordRow): void;
  /** Who approved, rejected or entered it, and when (the audit trail); absent without rights. */
  onHistory?(row: RecordRow): void;
  /** Tijden wijzigen: the times dialog for this registration. */
  onEditTimes(row: RecordRow): void;
  /** The rows chosen for a decision on all of them at once, by id. */
  selected: ReadonlySet<number>;
  onSelect(row: RecordRow, selected: boolean): void;
  /** The registration whose change is on its way; its buttons wait. */
  busyId: number | null;
  /** A closed month: only the history is offered, nothing that changes a registration. */
  frozen?: boolean;
}

/**
 * A registration's decisions in an open month: Goedkeuren (or, without a clock-out, filling it
 * in), Afkeuren and Tijden wijzigen, each waiting while its change is on its way.
 */
export function RecordDecisionButtons({
  row,
  actions,
  label,
}: {
  row: RecordRow;
  actions: RecordActions;
  label: { name: string; date: string; time: string };
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      {row.clockOutTime === null ? (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconClockEdit size={16} aria-hidden />}
          disabled={actions.busyId === row.recordId}
          aria-label={t('hours.records.fillClockOutLabel', label)}
          onClick={() => actions.onEditTimes(row)}
        >
          {t('hours.records.fillClockOut')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconCheck size={16} color={ICON_GREEN} aria-hidden />}
          disabled={row.approvalStatus === 'Approved' || actions.busyId === row.recordId}
          aria-label={t('hours.records.approveLabel', label)}
          onClick={() => actions.onApprove(row)}
        >
          {t('hours.records.approve')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconX size={16} color={ICON_RED} aria-hidden />}
        disabled={row.approvalStatus === 'Rejected' || actions.busyId === row.recordId}
        aria-label={t('hours.records.rejectLabel', label)}
        onClick={() => actions.onReject(row)}
      >
        {t('hours.records.reject')}
      </Button>
      {row.clockOutTime !== null && (
        <ActionIcon
          variant="default"
          size={26}
          disabled={actions.busyId === row.recordId}
          aria-label={t('hours.records.editTimesLabel', label)}
          onClick={() => actions.onEditTimes(row)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
    </>
  );
}
