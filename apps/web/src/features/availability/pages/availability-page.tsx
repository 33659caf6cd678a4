import { AVAILABILITY_MESSAGES } from '@klokwerk/contract/availability';
import { Alert, Stack, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { addMonths, monthWallClock } from '../../../lib/calendar-month';
import { useEmployeeAvailability } from '../../../lib/queries/availability';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import type { Session } from '../../../lib/session';
import { AvailabilityEntry } from '../components/availability-entry';
import { AvailabilityTable } from '../components/availability-table';
import type { Entry } from '../components/entry-dialogs';
import { ToastStack } from '../components/toast-stack';
import { useToasts } from '../components/use-toasts';
import { monthLabel, monthOf, todayIn } from '../lib/calendar';
import { dayMarks } from '../lib/day-marks';

const loadDialogs = () => import('../components/entry-dialogs');
const EditEntryDialog = lazy(async () => ({ default: (await loadDialogs()).EditEntryDialog }));
const DeleteEntryDialog = lazy(async () => ({ default: (await loadDialogs()).DeleteEntryDialog }));
// Both take an entry and say when they are done: the one asked for opens.
const ENTRY_DIALOGS = { edit: EditEntryDialog, delete: DeleteEntryDialog } as const;

/**
 * Beschikbaarheid Invullen (docs/screens.md#availability): everyone with a roster role and an
 * employee enters their own availability (`availability.own`, docs/decisions/012).
 */
export function AvailabilityPage() {
  const { t } = useTranslation('availability');
  return <PermittedPage title={t('title')} permission="availability.own" screen={Availability} />;
}

function Availability({ session }: { session: Session }) {
  const { t } = useTranslation('availability');
  const { employeeId, companyId } = session;
  const companies = useCompanies();
  // The server decides "past" by the company's calendar, so the screen counts days the same way.
  const timeZone = companyTimeZone(companies.data, companyId, browserTimeZone());
  const today = todayIn(timeZone);
  const [month, setMonth] = useState(() => monthOf(today));
  const { toasts, push, dismiss } = useToasts();
  const linked = employeeId !== null && companyId !== null;

  const period = linked ? { employeeId, companyId, ...monthWallClock(month) } : null;
  const list = useEmployeeAvailability(period);
  const marks = useMemo(() => dayMarks(list.data ?? [], timeZone), [list.data, timeZone]);

  const [open, setOpen] = useState<{ kind: 'edit' | 'delete'; entry: Entry } | null>(null);
  const EntryDialog = open === null ? null : ENTRY_DIALOGS[open.kind];
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    push('success', message);
  };

  const failedAt = list.isError ? list.errorUpdatedAt : null;
  useEffect(() => {
    if (failedAt !== null) push('error', t('table.loadFailed'));
  }, [failedAt, push, t]);

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={t('title')} intro={t('intro')} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      {linked ? (
        <>
          <AvailabilityEntry
            owner={{ employeeId, companyId }}
            today={today}
            month={month}
            onMonthChange={(months) => setMonth((current) => addMonths(current, months))}
            marks={marks}
            onToast={push}
          />
          <AvailabilityTable
            list={list}
            timeZone={timeZone}
            monthLabel={monthLabel(month)}
            today={today}
            onEdit={(entry) => setOpen({ kind: 'edit', entry })}
            onDelete={(entry) => setOpen({ kind: 'delete', entry })}
          />
          <Suspense fallback={null}>
            {open && EntryDialog && (
              <EntryDialog
                key={open.entry.id}
                entry={open.entry}
                timeZone={timeZone}
                opened
                onClose={close}
                onDone={done}
              />
            )}
          </Suspense>
        </>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconUserExclamation aria-hidden />}
          title={AVAILABILITY_MESSAGES.ids}
        >
          <Stack gap={4}>
            <Text size="sm">{AVAILABILITY_MESSAGES.notAnEmployee}</Text>
            <Text size="sm">{t('notLinked')}</Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
