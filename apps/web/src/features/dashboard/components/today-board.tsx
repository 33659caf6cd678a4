import { LEAVE_TYPE_LABELS } from '@klokwerk/contract/leave';
import { longDate } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { useSession } from '../../../lib/session';
import { useRosterCompliance } from '../api/get-roster-compliance';
import { useToday } from '../api/get-today';
import { nextWeek } from '../lib/next-week';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

function Panel({
  title,
  count,
  link,
  children,
}: {
  title: string;
  count?: number;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" tt="none">
              {count}
            </Badge>
          )}
        </Group>
        {children}
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function Rows({
  items,
  empty,
}: {
  items: Array<{ key: number; name: string; detail: ReactNode }>;
  empty: string;
}) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} style={listStyle}>
      {items.map((item) => (
        // On a phone the times move under the name rather than squeeze a badge.
        <Group component="li" key={item.key} justify="space-between" gap={4} wrap="wrap">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            {item.detail}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Vandaag, for those who run the day: who is in now, who is planned and not in yet (late once
 * the shift began, or marked on leave or sick), who left, registrations left open, who is away,
 * what waits for a decision and next week's labour-law findings, each with a link to the
 * screen that deals with it. It asks the server again every minute while it is open.
 */
export function TodayBoard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const today = useToday(companyId);
  const week = useMemo(() => nextWeek(new Date(), timeZone), [timeZone]);
  const compliance = useRosterCompliance(companyId, week);
  const data = today.data;
  const zone = data?.timeZone ?? timeZone;
  const name = (p: { firstName: string; lastName: string }) =>
    `${p.firstName} ${p.lastName}`.trim();
  const violations =
    compliance.data?.findings.filter((f) => f.severity === 'violation').length ?? 0;
  const session = useSession();
  const leaveLink = can(session?.role, 'leave.view')
    ? { to: '/verlof', label: t('today.toLeave') }
    : undefined;
  const onLeave = new Set(data?.onLeave.map((p) => p.employeeId));
  const sick = new Set(data?.sick.map((p) => p.employeeId));
  const dayOf = (iso: string) => iso.split('-').reverse().join('-');

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {t('today.title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('today.subtitle', { date: longDate(localDateOf(new Date(), zone)) })}
          </Text>
        )}
      </div>
      {today.isPending && <LoadingRows rows={2} height={96} />}
      {today.isError && (
        <LoadFailed
          title={t('today.failed')}
          error={today.error}
          retryLabel={t('today.retry')}
          onRetry={() => void today.refetch()}
        />
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Panel
            title={t('today.present')}
            count={data.present.length}
            link={{ to: '/EmployeeHoursTable', label: t('today.toRegistrations') }}
          >
            <Rows
              empty={t('today.presentEmpty')}
              items={data.present.map((p) => ({
                key: p.recordId,
                name: name(p),
                detail: (
                  <Text size="sm">
                    {t('today.since', { time: formatTime(new Date(p.clockInTime), zone) })}
                  </Text>
                ),
              }))}
            />
          </Panel>
          <Panel
            title={t('today.expected')}
            count={data.expected.length}
            link={{ to: '/Schedulepro', label: t('today.toRoster') }}
          >
            <Rows
              empty={t('today.expectedEmpty')}
              items={data.expected.map((p) => ({
                key: p.scheduleId,
                name: name(p),
                detail: (
                  <>
                    <Text size="sm">
                      {t('today.shift', {
                        start: formatTime(new Date(p.startTime), zone),
                        end: formatTime(new Date(p.endTime), zone),
                      })}
                    </Text>
                    {sick.has(p.employeeId) ? (
                      <Badge color="grape.9" tt="none">
                        {t('today.sickBadge')}
                      </Badge>
                    ) : onLeave.has(p.employeeId) ? (
                      <Badge color="blue.9" tt="none">
                        {t('today.onLeaveBadge')}
                      </Badge>
                    ) : (
                      p.late && (
                        <Badge color="red.9" tt="none">
                          {t('today.late')}
                        </Badge>
                      )
                    )}
                  </>
                ),
              }))}
            />
          </Panel>
          <Panel title={t('today.left')} count={data.left.length}>
            <Rows
              empty={t('today.leftEmpty')}
              items={data.left.map((p) => ({
                key: p.recordId,
                name: name(p),
                detail: (
                  <Text size="sm">
                    {t('today.worked', {
                      start: formatTime(new Date(p.clockInTime), zone),
                      end: formatTime(new Date(p.clockOutTime), zone),
                    })}
                  </Text>
                ),
              }))}
            />
          </Panel>
          <Panel
            title={t('today.open')}
            count={data.open.length}
            link={{ to: '/EmployeeHoursTable', label: t('today.toRegistrations') }}
          >
            <Rows
              empty={t('today.openEmpty')}
              items={data.open.map((p) => {
                const clockIn = new Date(p.clockInTime);
                return {
                  key: p.recordId,
                  name: name(p),
                  detail: (
                    <Text size="sm">
                      {t('today.clockedInAt', {
                        date: formatDate(clockIn, zone),
                        time: formatTime(clockIn, zone),
                      })}
                    </Text>
                  ),
                };
              })}
            />
          </Panel>
          <Panel
            title={t('today.absent')}
            count={data.onLeave.length + data.sick.length}
            link={leaveLink}
          >
            <Rows
              empty={t('today.absentEmpty')}
              items={[
                ...data.sick.map((p) => ({
                  key: -p.sickReportId,
                  name: name(p),
                  detail: (
                    <Text size="sm">
                      {t('today.sickSince', { date: formatDate(new Date(p.sickFrom), zone) })}
                    </Text>
                  ),
                })),
                ...data.onLeave.map((p) => ({
                  key: p.leaveId,
                  name: name(p),
                  detail: (
                    <Text size="sm">
                      {p.startTime !== null && p.endTime !== null
                        ? t('today.onLeavePart', {
                            type: LEAVE_TYPE_LABELS[p.type],
                            start: p.startTime,
                            end: p.endTime,
                          })
                        : t('today.onLeave', {
                            type: LEAVE_TYPE_LABELS[p.type],
                            date: dayOf(p.endDate),
                          })}
                    </Text>
                  ),
                })),
              ]}
            />
          </Panel>
          <Panel title={t('today.decisions')}>
            {data.pendingRegistrations === 0 &&
            data.pendingCorrections === 0 &&
            data.pendingLeave === 0 ? (
              <Text size="sm" c="dimmed">
                {t('today.nothingPending')}
              </Text>
            ) : (
              <Stack gap={4}>
                {data.pendingRegistrations > 0 && (
                  <Anchor component={Link} to="/EmployeeHoursTable" size="sm" fw={600}>
                    {t('today.pendingRegistrations', { count: data.pendingRegistrations })}
                  </Anchor>
                )}
                {data.pendingCorrections > 0 && (
                  <Anchor component={Link} to="/Urencorrectie" size="sm" fw={600}>
                    {t('today.pendingCorrections', { count: data.pendingCorrections })}
                  </Anchor>
                )}
                {data.pendingLeave > 0 && (
                  <Anchor component={Link} to="/verlof" size="sm" fw={600}>
                    {t('today.pendingLeave', { count: data.pendingLeave })}
                  </Anchor>
                )}
              </Stack>
            )}
          </Panel>
          <Panel title={t('today.labour')}>
            {compliance.isError ? (
              <Text size="sm">{t('today.labourFailed')}</Text>
            ) : violations === 0 ? (
              <Text size="sm" c="dimmed">
                {compliance.isSuccess ? t('today.labourNone') : ''}
              </Text>
            ) : (
              <Anchor
                component={Link}
                to={`/Schedulepro?datum=${week.monday}`}
                size="sm"
                fw={600}
                c="red.9"
              >
                {t('today.labourFindings', { count: violations })}
              </Anchor>
            )}
          </Panel>
        </SimpleGrid>
      )}
    </Stack>
  );
}
