import { MY_SHIFTS_DAYS } from '@klokwerk/contract/my-roster';
import { weekdayAndDay } from '@klokwerk/domain/dutch-calendar';
import { formatTime } from '@klokwerk/domain/format';
import { addDays, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarFeedButton } from '../../../components/signed-in/calendar-feed-button';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { ShiftMailsSwitch } from '../../../components/signed-in/shift-mails-switch';
import { useEmployeeAvailability } from '../../../lib/queries/availability';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import type { Session } from '../../../lib/session';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { useMyShifts } from '../api/get-my-shifts';
import { MyLeave } from '../components/my-leave';
import { MyOpenShifts } from '../components/my-open-shifts';
import { MyShiftOffers } from '../components/my-shift-offers';
import { capitalised, ShiftCard } from '../components/shift-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * Mijn rooster, made for a phone: my next shifts with the colleagues on them (first names),
 * the availability I entered for the same weeks, the open shifts I may claim and the shifts
 * offered to me or by me (docs/open-shifts-and-swaps.md), and my leave (Verlof aanvragen). Every
 * account linked to an employee.
 */
export function MyRosterPage() {
  const { t } = useTranslation('mine');
  return <PermittedPage title={t('roster.title')} permission="roster.own" screen={MyRoster} />;
}

function MyRoster({ session }: { session: Session }) {
  const { t } = useTranslation('mine');
  const shiftsId = useId();
  const availabilityId = useId();
  const linked = session.employeeId !== null && session.companyId !== null;
  const shifts = useMyShifts(linked);
  const companies = useCompanies();
  const timeZone = shifts.data?.timeZone ?? companyTimeZone(companies.data, session.companyId);
  const now = new Date();
  const today = localDateOf(now, timeZone);
  const period =
    session.employeeId !== null && session.companyId !== null
      ? {
          employeeId: session.employeeId,
          companyId: session.companyId,
          start: `${toIsoDate(today)}T00:00:00`,
          end: `${toIsoDate(addDays(today, MY_SHIFTS_DAYS))}T00:00:00`,
        }
      : null;
  const availability = useEmployeeAvailability(period);

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={t('roster.title')} intro={t('roster.intro')} />
      {linked && can(session.role, 'calendar.own') && (
        <Group gap="md">
          <ShiftMailsSwitch />
          <CalendarFeedButton />
        </Group>
      )}
      {!linked ? (
        <Alert color="yellow" variant="light">
          {t('notLinked')}
        </Alert>
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby={shiftsId}>
            <Title order={2} size="h3" id={shiftsId}>
              {t('roster.shifts')}
            </Title>
            {shifts.isPending && <LoadingRows />}
            {shifts.isError && (
              <LoadFailed
                title={t('roster.shiftsFailed')}
                error={shifts.error}
                retryLabel={t('retry')}
                onRetry={() => void shifts.refetch()}
              />
            )}
            {shifts.isSuccess && shifts.data.shifts.length === 0 && (
              <Text>{t('roster.noShifts', { days: MY_SHIFTS_DAYS })}</Text>
            )}
            {shifts.isSuccess && shifts.data.shifts.length > 0 && (
              // One column on a phone; side by side where a card would otherwise stretch
              // across a laptop's width.
              <SimpleGrid
                cols={{ base: 1, md: 2 }}
                spacing="sm"
                style={listStyle}
                renderRoot={(props) => <ul {...props} />}
              >
                {shifts.data.shifts.map((shift) => (
                  <ShiftCard
                    key={shift.scheduleId}
                    shift={shift}
                    timeZone={timeZone}
                    today={today}
                    now={now}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby={availabilityId}>
            <Title order={2} size="h3" id={availabilityId}>
              {t('roster.availability')}
            </Title>
            {availability.isPending && <LoadingRows rows={2} height={40} />}
            {availability.isError && (
              <LoadFailed
                title={t('roster.availabilityFailed')}
                error={availability.error}
                retryLabel={t('retry')}
                onRetry={() => void availability.refetch()}
              />
            )}
            {availability.isSuccess && availability.data.length === 0 && (
              <Text>{t('roster.noAvailability', { days: MY_SHIFTS_DAYS })}</Text>
            )}
            {availability.isSuccess && availability.data.length > 0 && (
              <Stack component="ul" gap="xs" style={listStyle}>
                {availability.data.map((entry) => {
                  const start = new Date(entry.startTime);
                  return (
                    <Paper component="li" key={entry.id} withBorder radius="md" px="md" py="xs">
                      <Group justify="space-between" gap="xs">
                        <Text size="sm">
                          <Text span fw={600}>
                            {capitalised(weekdayAndDay(localDateOf(start, timeZone)))}
                          </Text>{' '}
                          {formatTime(start, timeZone)} –{' '}
                          {formatTime(new Date(entry.endTime), timeZone)}
                        </Text>
                        <Badge
                          variant="filled"
                          color={STATUS_COLOURS[entry.available ? 'positive' : 'negative']}
                          tt="none"
                          // Whole on a narrow phone: under the text rather than "Niet besch…".
                          style={{ flexShrink: 0 }}
                        >
                          {entry.available ? t('roster.available') : t('roster.unavailable')}
                        </Badge>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
            <Anchor component={Link} to="/availabilitiy" size="sm">
              {t('roster.editAvailability')}
            </Anchor>
          </Stack>

          {can(session.role, 'open-shifts.take') && (
            <>
              <MyOpenShifts />
              <MyShiftOffers shifts={shifts.data?.shifts ?? []} now={now} />
            </>
          )}

          {can(session.role, 'leave.request.own') && <MyLeave today={toIsoDate(today)} />}
        </>
      )}
    </Stack>
  );
}
