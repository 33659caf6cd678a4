import { can } from '@klokwerk/domain/policies';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { NoAccess } from '../../../components/signed-in/no-access';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { NoCompany } from '../components/no-company';
import { ProposeRoster } from '../components/propose-roster';
import { RosterDialogs } from '../components/roster-dialogs';
import { RosterHeader } from '../components/roster-header';
import { RosterNavigation } from '../components/roster-navigation';
import { RosterNotices } from '../components/roster-notices';
import { RosterPlanningActions } from '../components/roster-planning-actions';
import { RosterWeekView } from '../components/roster-week-view';
import { useRosterDays } from '../components/use-roster-days';
import { useRosterPlanning } from '../components/use-roster-planning';
import { useRosterSearch } from '../components/use-roster-search';
import { useRosterWeek } from '../components/use-roster-week';

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
  const { companyId, timeZone, choose, companies } = useWorkingCompany(session);
  const [search, update] = useRosterSearch();
  const { dayKey, today, day, week, months, month } = useRosterDays(search.date, timeZone);
  const reads = useRosterWeek({ role: session.role, companyId, timeZone, week, dayKey, search });
  const { data } = reads;
  const planning = useRosterPlanning({
    companyId,
    timeZone,
    search,
    update,
    day,
    week,
    shifts: data.shifts,
    employees: data.employees,
    concepts: reads.concepts,
  });
  const chooseCompany = (id: number | null) => {
    choose(id);
    // Departments are a company's own.
    update({ department: null });
  };

  return (
    <Stack gap="lg" py="xl">
      <RosterHeader
        role={session.role}
        employeeId={session.employeeId}
        waiting={reads.openShifts.waiting}
      />
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
          <RosterNavigation
            companyId={companyId}
            search={search}
            update={update}
            today={today}
            day={day}
            week={week}
            month={month}
            months={months}
            categories={data.categories.data}
          />
          <RosterPlanningActions
            planning={planning}
            draftCount={reads.concepts.size}
            view={search.view}
          />
          <ProposeRoster companyId={companyId} week={week} timeZone={timeZone} />
          <RosterNotices
            banner={planning.banner}
            onCloseBanner={planning.closeBanner}
            warnings={planning.warnings}
            onCloseWarnings={planning.closeWarnings}
          />
          <RosterWeekView
            companyId={companyId}
            timeZone={timeZone}
            view={search.view}
            today={today}
            day={day}
            week={week}
            reads={reads}
            grid={planning.grid}
          />
        </>
      )}
      <RosterDialogs
        planning={planning}
        companyId={companyId}
        timeZone={timeZone}
        status={data.status}
        employees={data.employees}
        day={day}
        week={week}
        monthChoices={months}
        flags={reads.compliance.flags}
      />
    </Stack>
  );
}
