import { addDays, type LocalDate, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { parseInstant } from '@klokwerk/domain/parse-instant';
import { can } from '@klokwerk/domain/policies';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { NoAccess } from '../../../components/signed-in/no-access';
import { useBanner } from '../../../components/signed-in/use-banner';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { schedulesQueryOptions } from '../api/get-schedules';
import { CalendarFeedButton } from '../components/calendar-feed-button';
import { LabourLawPanel } from '../components/labour-law-panel';
import { NoCompany } from '../components/no-company';
import { RosterActions } from '../components/roster-actions';
import { RosterBoard } from '../components/roster-board';
import { RosterNotices } from '../components/roster-notices';
import { RosterSettings, type Step } from '../components/roster-settings';
import {
  loadConfirmFindingsDialog,
  useConfirmDrafts,
  type Warnings,
} from '../components/use-confirm-drafts';
import { useNewShift } from '../components/use-new-shift';
import { useRosterData } from '../components/use-roster-data';
import { useRosterSearch } from '../components/use-roster-search';
import { useShiftDetails } from '../components/use-shift-details';
import { useWeekCompliance } from '../components/use-week-compliance';
import { useWorkingCompany } from '../components/use-working-company';
import { unknownAgesAtWork } from '../lib/compliance';
import { useDrafts } from '../lib/drafts';
import { monthChoices, monthKey, monthStart, parseIsoDate, weekAround } from '../lib/period';
import { rosterShifts } from '../lib/roster-rows';

const loadNewShift = () => import('../components/new-shift-dialog');
const NewShiftDialog = lazy(async () => ({ default: (await loadNewShift()).NewShiftDialog }));
const loadDetails = () => import('../components/shift-details-dialog');
const ShiftDetailsDialog = lazy(async () => ({
  default: (await loadDetails()).ShiftDetailsDialog,
}));
const ConfirmFindingsDialog = lazy(async () => ({
  default: (await loadConfirmFindingsDialog()).ConfirmFindingsDialog,
}));

/**
 * Roosterbeheer, /Schedulepro (docs/screens.md#roster): the week or day roster of a company. Staff
 * (MEDEWERKER) read it; the planners of docs/roles-and-policies.md#roles also plan concept shifts and confirm them.
 */
export function RosterPage() {
  const { t } = useTranslation('roster');
  const session = useSession();
  if (!session || !can(session.role, 'schedule.view')) return <NoAccess title={t('title')} />;
  return <Roster session={session} />;
}

function Roster({ session }: { session: Session }) {
  const { t } = useTranslation('roster');
  usePageTitle(t('title'));
  const queryClient = useQueryClient();
  const { companyId, timeZone, choose, companies } = useWorkingCompany(session);
  const [search, update] = useRosterSearch();
  const editor = can(session.role, 'schedule.edit');
  const listsEmployees = can(session.role, 'employees.view');

  // Days are those of the company's calendar; objects stay the same while their day does, so
  // the memoised layout is not redone on every render.
  const todayKey = toIsoDate(localDateOf(new Date(), timeZone));
  const dayKey = search.date ? toIsoDate(search.date) : todayKey;
  const today = useMemo(
    () => parseIsoDate(todayKey) ?? localDateOf(new Date(), timeZone),
    [todayKey, timeZone],
  );
  const day = useMemo(() => parseIsoDate(dayKey) ?? today, [dayKey, today]);
  const week = useMemo(() => weekAround(day), [day]);
  const months = useMemo(() => monthChoices(today), [today]);
  const month = monthKey(day);

  const { drafts, add, remove } = useDrafts(session, editor ? companyId : null);
  const data = useRosterData({
    companyId,
    week,
    timeZone,
    listsEmployees,
    drafts,
    department: search.department,
  });
  // The Arbeidstijdenwet findings of the week shown, with the concept shifts: planners only.
  const compliance = useWeekCompliance({ companyId: editor ? companyId : null, week, drafts });
  const unknownAges = useMemo(() => {
    const from = parseInstant(week.start, timeZone);
    const to = parseInstant(week.end, timeZone);
    if (!compliance.report || !from.ok || !to.ok) return [];
    return unknownAgesAtWork(
      compliance.report.withoutBirthDate,
      data.shifts,
      from.instant,
      to.instant,
    );
  }, [compliance.report, data.shifts, week, timeZone]);
  const draftList = useMemo(() => rosterShifts([], drafts, timeZone), [drafts, timeZone]);
  const draftShifts = useMemo(
    () => new Map(draftList.map((shift) => [shift.draftId ?? shift.key, shift])),
    [draftList],
  );

  const { banner, show, close } = useBanner();
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  const goTo = useCallback(
    (date: LocalDate, department?: null) => update({ date, department }),
    [update],
  );
  const confirmation = useConfirmDrafts({
    companyId,
    timeZone,
    drafts,
    draftShifts,
    remove,
    show,
    onWarnings: setWarnings,
    onGoTo: goTo,
  });
  const newShift = useNewShift({
    timeZone,
    department: search.department,
    add,
    show,
    onWarnings: setWarnings,
    onGoTo: goTo,
  });
  const details = useShiftDetails({ companyId, remove, show });

  // One handler for every block (no closure per block); it finds the shift by its key.
  const shiftsByKey = useMemo(
    () => new Map(data.shifts.map((shift) => [shift.key, shift])),
    [data.shifts],
  );
  const openShift = details.open;
  const onOpen = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const shift = shiftsByKey.get(event.currentTarget.dataset.shift ?? '');
      if (shift) openShift(shift);
    },
    [shiftsByKey, openShift],
  );
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
        </Stack>
        {session.employeeId !== null && can(session.role, 'calendar.own') && <CalendarFeedButton />}
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
            month={months.some((choice) => choice.value === month) ? month : null}
            monthChoices={months}
            onMonthChange={(key) => update({ date: monthStart(key) })}
            department={search.department}
            categories={data.categories.data}
            onDepartmentChange={(department) => update({ department })}
          />
          {editor && (
            <RosterActions
              draftCount={drafts.length}
              checking={confirmation.checking}
              confirming={confirmation.confirming}
              opening={newShift.opening}
              onNewShift={newShift.open}
              onPrepareNewShift={() => void loadNewShift()}
              onConfirm={confirmation.confirm}
              onPrepareConfirm={() => void loadConfirmFindingsDialog()}
            />
          )}
          <RosterNotices
            banner={banner}
            onCloseBanner={close}
            warnings={warnings}
            onCloseWarnings={() => setWarnings(null)}
          />
          <RosterBoard
            view={search.view}
            week={week}
            day={day}
            today={today}
            timeZone={timeZone}
            status={data.status}
            people={data.people}
            shifts={data.shifts}
            onlyWorking={!listsEmployees}
            refusedKey={confirmation.refusedKey}
            flags={compliance.flags}
            onOpen={onOpen}
            onRetry={data.retry}
          />
          {editor && (
            <LabourLawPanel
              weekNumber={week.number}
              status={compliance.status}
              findings={compliance.report?.findings ?? []}
              withoutBirthDate={unknownAges}
              onRetry={compliance.retry}
            />
          )}
        </>
      )}

      <Suspense fallback={null}>
        {details.shift && (
          <ShiftDetailsDialog
            key={details.shift.key}
            shift={details.shift}
            timeZone={timeZone}
            opened={details.opened}
            canDelete={editor}
            deleting={details.deleting}
            error={details.error}
            findings={compliance.flags.get(details.shift.key) ?? []}
            onDelete={details.remove}
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
            categoryOfJobTitle={data.categoryOfJobTitle}
            defaultDate={day}
            monthChoices={months}
            drafts={draftList}
            onSaved={newShift.saved}
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
