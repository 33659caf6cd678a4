import { can } from '@klokwerk/domain/policies';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BreakAfterSlash } from '../../../components/break-after-slash';
import { NoAccess } from '../../../components/signed-in/no-access';
import { readTenantId } from '../../../lib/auth-storage';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useCompanies } from '../../../lib/queries/companies';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { ClockInTerminal } from '../components/clock-in-terminal';

/**
 * Inklokken/uitklokken (docs/screens.md#kiosk): the kiosk (KLOKSYSTEEM) and the owners of the
 * dashboard tile (`time.clock`); everyone else sees that the screen is not theirs.
 */
export function ClockInPage() {
  const { t } = useTranslation('clockin');
  const session = useSession();
  usePageTitle(t('title'));
  if (!session || !can(session.role, 'time.clock')) return <NoAccess title={t('title')} />;
  return <ClockIn session={session} />;
}

/**
 * Offline the companies cannot be fetched: the screen works without them, on the tablet's zone
 * and without the company's name, so a reload without a connection still opens the kiosk.
 */
function ClockIn({ session }: { session: Session }) {
  const { t } = useTranslation('clockin');
  const companies = useCompanies();
  const company = companies.data?.find((c) => c.companyId === session.companyId);
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={2}>
        <Title order={1}>
          <BreakAfterSlash text={t('title')} />
        </Title>
        {company && <Text c="dimmed">{company.companyName}</Text>}
      </Stack>
      <ClockInTerminal
        timeZone={company?.timeZone ?? browserTimeZone()}
        owner={`${session.tenantId ?? readTenantId() ?? ''}/${session.userName}`}
      />
    </Stack>
  );
}
