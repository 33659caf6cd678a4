import {
  addDays,
  type LocalDate,
  localDateOf,
  readIsoDate,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CalendarFeedButton } from '../../../components/signed-in/calendar-feed-button';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { NoAccess } from '../../../components/signed-in/no-access';
import { ShiftMailsSwitch } from '../../../components/signed-in/shift-mails-switch';
import { useBanner } from '../../../components/signed-in/use-banner';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { schedulesQueryOptions } from '../api/get-schedules';
import { LabourLawPanel } from '../components/labour-law-panel';
import { MarkedRosterBoard } from '../components/marked-roster-board';
import { NoCompany } from '../components/no-company';
import { ProposeRoster } from '../components/propose-roster';
import { RosterActions } from '../components/roster-actions';
import { RosterNotices } from '../components/roster-notices';
import { RosterSettings, type Step } from '../components/roster-settings';
import { StaffingCoveragePanel } from '../components/staffing-coverage-panel';
import { useCopyPrevious, useCopyReport } from '../components/use-copy-previous';
import { useDropMove } from '../components/use-drop-move';
import { useGridHandlers } from '../components/use-grid-handlers';
import { useNewShift } from '../components/use-new-shift';
import {
  loadConfirmFindingsDialog,
  usePublish,
  type Warnings,
} from '../components/use-publish-week';
import { useRosterAbsences } from '../components/use-roster-absences';
import { useRosterData } from '../components/use-roster-data';
import { useRosterOpenShifts } from '../components/use-roster-open-shifts';
import { useRosterSearch } from '../components/use-roster-search';
import { useShiftDetails } from '../components/use-shift-details';
import { useWeekCompliance } from '../components/use-week-compliance';
import { useWeekShifts } from '../components/use-week-shifts';
import { monthChoices, monthKey, monthStart, weekAround } from '../lib/period';
import { sameDay } from '../lib/roster-rows';

const loadNewShift = () => import('../components/new-shift-dialog');
const NewShiftDialog = lazy(async () => ({ default: (await loadNewShift()).NewShiftDialog }));
const loadDetails = () => import('../components/shift-details-dialog');
const ShiftDetailsDialog = lazy(async () => ({
  default: (await loadDetails()).ShiftDetailsDialog,
}));
const loadTemplates = () => import('../components/templates-dialog');
const TemplatesDialog = lazy(async () => ({ default: (await loadTemplates()).TemplatesDialog }));
const ConfirmFindingsDialog = lazy(async () => ({
  default: (await loadConfirmFindingsDialog()).ConfirmFindingsDialog,
}));

/**
 * Roosterbeheer, /Schedulepro (docs/screens.md#roster): the week or day roster of a company, for
 * those who plan (docs/roles-and-policies.md#roles): concept shifts kept on the server for every
 * planner of the company, published a week at a time with Rooster Bevestigen.
 */
export function RosterPage() {
  const { t } = useTranslation('roster');
  const session = useSession();
  if (!session || !can(session.role, 'schedule.view')) return <NoAccess title={t('title')} />;
  // Who may read the roster but not plan it reads their own, Mijn rooster (docs/decisions/024).
  if (!can(session.role, 'schedule.edit')) return <Navigate to="/mijn-rooster" replace />;
  return <Roster session={session} />;
}

function Roster({ session }: { session: Session }) {
  const { t } = useTranslation('roster');
  usePageTitle(t('title'));
  const queryClient = useQueryClient();
  const { companyId, timeZone, choose, companies } = useWorkingCompany(session);
  const [search, update] = useRosterSearch();

  // Days are those of the company's calendar; objects stay the same while their day does, so
  // the memoised layout is not redone on every render.
  const todayKey = toIsoDate(localDateOf(new Date(), timeZone));
  const dayKey = search.date ? toIsoDate(search.date) : todayKey;
  const today = useMemo(
    () => readIsoDate(todayKey) ?? localDateOf(new Date(), timeZone),
    [todayKey, timeZone],
  );
  const day = useMemo(() => readIsoDate(dayKey) ?? today, [dayKey, today]);
  const week = useMemo(() => weekAround(day), [day]);
  const months = useMemo(() => monthChoices(today), [today]);
  const month = monthKey(day);

  const data = useRosterData({
    companyId,
    week,
    timeZone,
    department: search.department,
  });
  const openShifts = useRosterOpenShifts({ role: session.role, companyId, timeZone });
  // Approved leave and sickness of the week, marked on the blocks and cells (docs/decisions/025).
  const absences = useRosterAbsences({
    role: session.role,
    companyId,
    week,
    day: search.view === 'dag' ? dayKey : null,
    timeZone,
    shifts: data.shifts,
  });
  // The Arbeidstijdenwet findings of the week shown, with the concept shifts.
  const compliance = useWeekCompliance({ companyId, week });
  const { concepts, unknownAges } = useWeekShifts({
    week,
    timeZone,
    shifts: data.shifts,
    withoutBirthDate: compliance.report?.withoutBirthDate ?? null,
  });

  const { banner, show, close } = useBanner();
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  const goTo = useCallback(
    (date: LocalDate, department?: null) => update({ date, department }),
    [update],
  );
  const confirmation = usePublish({ companyId, week, concepts, show, onWarnings: setWarnings });
  const newShift = useNewShift({
    timeZone,
    department: search.department,
    show,
    onWarnings: setWarnings,
    onGoTo: goTo,
  });
  const copier = useCopyPrevious({
    companyId,
    timeZone,
    view: search.view,
    day,
    show,
    onWarnings: setWarnings,
  });
  const details = useShiftDetails({ companyId, show });
  const [templates, setTemplates] = useState({ key: 0, opened: false });
  const closeTemplates = () => setTemplates((current) => ({ ...current, opened: false }));
  const reportApplied = useCopyReport({ timeZone, show, onWarnings: setWarnings });
  const move = useDropMove({
    companyId,
    timeZone,
    employees: data.employees,
    show,
    onWarnings: setWarnings,
  });
  const { onAdd, onOpen, onMove } = useGridHandlers({
    shifts: data.shifts,
    openNewShift: newShift.open,
    openShift: details.open,
    move,
  });
  // The details dialog is what a click on the roster opens: fetch it once the roster is there.
  useEffect(() => {
    if (data.status === 'ready') void loadDetails();
  }, [data.status]);

  const stepTarget = (value: Step) =>
    value === 0 ? null : addDays(day, value * (search.view === 'week' ? 7 : 1));
  const prepareStep = (value: Step) => {
    const target = stepTarget(value) ?? today;
    void queryClient.prefetchQuery(schedulesQueryOptions(companyId, weekAround(target)));
  };
  const chooseCompany = (id: number | null) => {
    choose(id);
    // Departments are a company's own.
    update({ department: null });
  };

  return (
    <Stack gap="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          {can(session.role, 'open-shifts.manage') && (
            <Group gap={6} align="center">
              <Anchor
                component={Link}
                to="/open-diensten"
                size="sm"
                aria-label={
                  openShifts.waiting > 0
                    ? t('openShiftsWaiting', { count: openShifts.waiting })
                    : undefined
                }
              >
                {t('openShifts')}
              </Anchor>
              {openShifts.waiting > 0 && (
                <Badge size="sm" variant="light" color="blue" tt="none" aria-hidden>
                  {t('waiting', { count: openShifts.waiting })}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        {session.employeeId !== null && can(session.role, 'calendar.own') && (
          <Group gap="md">
            <ShiftMailsSwitch />
            <CalendarFeedButton />
          </Group>
        )}
      </Group>

      <CompanySelect
        value={companyId}
        onChange={chooseCompany}
        label={t('companyLabel')}
        maw={{ sm: 360 }}
      />

      {companyId === null ? (
        companies.isPending ? (
          <Skeleton height={160} radius="md" />
        ) : (
          <NoCompany />
        )
      ) : (
        <>
          <RosterSettings
            view={search.view}
            onViewChange={(view) => update({ view })}
            onStep={(value) => update({ date: stepTarget(value) })}
            onPrepareStep={prepareStep}
            atCurrent={
              search.view === 'week' ? week.start === weekAround(today).start : sameDay(day, today)
            }
            month={months.some((choice) => choice.value === month) ? month : null}
            monthChoices={months}
            onMonthChange={(key) => update({ date: monthStart(key) })}
            department={search.department}
            categories={data.categories.data}
            onDepartmentChange={(department) => update({ department })}
          />
          <RosterActions
            draftCount={concepts.size}
            checking={confirmation.checking}
            confirming={confirmation.confirming}
            opening={newShift.opening}
            onNewShift={() => newShift.open()}
            onPrepareNewShift={() => void loadNewShift()}
            onConfirm={confirmation.confirm}
            onPrepareConfirm={() => void loadConfirmFindingsDialog()}
            copying={copier.copying}
            view={search.view}
            onCopy={copier.copy}
            onTemplates={() => setTemplates((current) => ({ key: current.key + 1, opened: true }))}
            onPrepareTemplates={() => void loadTemplates()}
          />
          <ProposeRoster companyId={companyId} week={week} timeZone={timeZone} />
          <RosterNotices
            banner={banner}
            onCloseBanner={close}
            warnings={warnings}
            onCloseWarnings={() => setWarnings(null)}
          />
          <MarkedRosterBoard
            absences={absences}
            view={search.view}
            week={week}
            day={day}
            today={today}
            timeZone={timeZone}
            status={data.status}
            people={data.people}
            shifts={data.shifts}
            flags={compliance.flags}
            openShifts={openShifts.shifts}
            onOpen={onOpen}
            onAdd={onAdd}
            onMove={onMove}
            onRetry={data.retry}
          />
          <StaffingCoveragePanel companyId={companyId} week={week} timeZone={timeZone} />
          <LabourLawPanel
            weekNumber={week.number}
            status={compliance.status}
            findings={compliance.report?.findings ?? []}
            withoutBirthDate={unknownAges}
            onRetry={compliance.retry}
          />
        </>
      )}

      <Suspense fallback={null}>
        {details.shift && (
          <ShiftDetailsDialog
            key={details.shift.key}
            shift={details.shift}
            timeZone={timeZone}
            opened={details.opened}
            deleting={details.deleting}
            error={details.error}
            findings={compliance.flags.get(details.shift.key) ?? []}
            onDelete={details.remove}
            onEdit={() => {
              const shift = details.shift;
              details.close();
              if (shift) newShift.open({ date: null, employeeId: null, editing: shift });
            }}
            onClose={details.close}
          />
        )}
        {newShift.key > 0 && companyId !== null && (
          <NewShiftDialog
            key={newShift.key}
            opened={newShift.opened}
            onClose={newShift.close}
            companyId={companyId}
            timeZone={timeZone}
            employees={data.employees}
            defaultDate={newShift.start.date ?? day}
            defaultEmployeeId={newShift.start.employeeId}
            editing={newShift.start.editing ?? null}
            monthChoices={months}
            onSaved={newShift.saved}
          />
        )}
        {templates.key > 0 && companyId !== null && (
          <TemplatesDialog
            key={templates.key}
            opened={templates.opened}
            onClose={closeTemplates}
            companyId={companyId}
            week={week}
            onSaved={(saved) => {
              closeTemplates();
              show('success', t('templates.saved', { name: saved.name, count: saved.shiftCount }));
            }}
            onApplied={(answer) => {
              closeTemplates();
              reportApplied(answer);
            }}
          />
        )}
        {confirmation.question && (
          <ConfirmFindingsDialog
            opened={confirmation.question.opened}
            violations={confirmation.question.violations}
            onConfirm={confirmation.confirmAnyway}
            onBack={confirmation.back}
          />
        )}
      </Suspense>
    </Stack>
  );
}
