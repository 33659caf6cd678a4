import { monthName } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatHours, formatTime } from '@klokwerk/domain/format';
import { can } from '@klokwerk/domain/policies';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoursBalance } from '../../../components/signed-in/hours-balance';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import type { Session } from '../../../lib/session';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { type MyHours, useMyHours } from '../api/get-my-hours';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** A decision's colour on a filled badge, as on the corrections and reports screens. */
const STATUS_COLOUR = {
  Pending: STATUS_COLOURS.waiting,
  Approved: STATUS_COLOURS.positive,
  Rejected: STATUS_COLOURS.negative,
} as const;
const CORRECTION_COLOUR = {
  PENDING: STATUS_COLOURS.waiting,
  APPROVED: STATUS_COLOURS.positive,
  REJECTED: STATUS_COLOURS.negative,
} as const;
/**
 * A row of a list: the text takes the room and wraps, the status badge keeps its whole word
 * (a badge shrinks to "In beh…" otherwise) and moves under the text when the phone is too
 * narrow for both.
 */
const ROW = { wrap: 'wrap', align: 'flex-start' } as const;
const ROW_TEXT = { flex: '1 1 12rem', minWidth: 0 } as const;
const BADGE = { flexShrink: 0 } as const;

/**
 * Mijn uren, made for a phone: the hours I worked this month so far (net and gross, as the
 * hours report counts them), my registrations, my correction requests and my plus and minus
 * hours per month.
 */
export function MyHoursPage() {
  const { t } = useTranslation('mine');
  return <PermittedPage title={t('hours.title')} permission="roster.own" screen={MyHoursView} />;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function MyHoursView({ session }: { session: Session }) {
  const { t } = useTranslation('mine');
  const linked = session.employeeId !== null;
  const hours = useMyHours(linked);
  const month = hours.data ? monthName(hours.data.year, hours.data.month) : '';
  return (
    <Stack gap="lg" py="xl">
      <PageHeading
        title={t('hours.title')}
        intro={hours.data ? t('hours.intro', { month }) : null}
      />
      {!linked && (
        <Alert color="yellow" variant="light">
          {t('notLinked')}
        </Alert>
      )}
      {linked && hours.isPending && <LoadingRows />}
      {hours.isError && (
        <LoadFailed
          title={t('hours.failed')}
          error={hours.error}
          retryLabel={t('retry')}
          onRetry={() => void hours.refetch()}
        />
      )}
      {hours.isSuccess && (
        <HoursOfMonth data={hours.data} mayRequest={can(session.role, 'corrections.request')} />
      )}
    </Stack>
  );
}

function HoursOfMonth({ data, mayRequest }: { data: MyHours; mayRequest: boolean }) {
  const { t } = useTranslation('mine');
  const registrationsId = useId();
  const correctionsId = useId();
  const zone = data.timeZone;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('hours.net')} value={formatHours(data.netSeconds / 3600)} />
        <Figure label={t('hours.gross')} value={formatHours(data.workedSeconds / 3600)} />
        <Figure
          label={t('hours.pending')}
          value={t('hours.pendingCount', { count: data.pendingCount })}
        />
      </SimpleGrid>
      {data.clockedIn && (
        <Alert color="blue" variant="light" role="status">
          {t('hours.clockedIn')}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby={registrationsId}>
        <Title order={2} size="h3" id={registrationsId}>
          {t('hours.registrations')}
        </Title>
        {data.registrations.length === 0 ? (
          <Text>{t('hours.noRegistrations')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={listStyle}>
            {data.registrations.map((record) => {
              const clockIn = new Date(record.clockInTime);
              const out = record.effectiveClockOutTime;
              return (
                <Paper component="li" key={record.recordId} withBorder radius="md" px="md" py="xs">
                  <Group justify="space-between" gap="xs" {...ROW}>
                    <Stack gap={0} style={ROW_TEXT}>
                      <Text size="sm" fw={600}>
                        {formatDate(clockIn, zone)}
                      </Text>
                      <Text size="sm">
                        {formatTime(clockIn, zone)} –{' '}
                        {out === null ? t('hours.open') : formatTime(new Date(out), zone)}
                        {record.netSeconds !== null &&
                          ` · ${formatHours(record.netSeconds / 3600)}`}
                      </Text>
                    </Stack>
                    <Badge
                      variant="filled"
                      color={STATUS_COLOUR[record.approvalStatus]}
                      tt="none"
                      style={BADGE}
                    >
                      {t(`hours.status.${record.approvalStatus}`)}
                    </Badge>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={correctionsId}>
        <Title order={2} size="h3" id={correctionsId}>
          {t('hours.corrections')}
        </Title>
        {data.corrections.length === 0 ? (
          <Text>{t('hours.noCorrections')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={listStyle}>
            {data.corrections.map((correction) => {
              const requested = new Date(correction.requestedTime);
              return (
                <Paper
                  component="li"
                  key={correction.correctionId}
                  withBorder
                  radius="md"
                  px="md"
                  py="xs"
                >
                  <Group justify="space-between" gap="xs" {...ROW}>
                    <Stack gap={0} style={ROW_TEXT}>
                      <Text size="sm" fw={600}>
                        {formatDate(requested, zone)} ·{' '}
                        {t('hours.requested', { time: formatTime(requested, zone) })}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {correction.reason}
                      </Text>
                    </Stack>
                    <Badge
                      variant="filled"
                      color={CORRECTION_COLOUR[correction.status]}
                      tt="none"
                      style={BADGE}
                    >
                      {t(`hours.correctionStatus.${correction.status}`)}
                    </Badge>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {mayRequest && (
          <Anchor component={Link} to="/Urencorrectie" size="sm">
            {t('hours.requestCorrection')}
          </Anchor>
        )}
      </Stack>
      <HoursBalance of="me" currentYear={data.year} currentMonth={data.month} />
    </>
  );
}
