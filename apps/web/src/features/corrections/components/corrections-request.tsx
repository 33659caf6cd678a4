import { can } from '@klokwerk/domain/policies';
import { Alert, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { Session } from '../../../lib/session';
import type { CorrectionReceipt } from '../api/request-correction';
import { CorrectionRequestForm } from './correction-request-form';
import { OwnCorrections } from './own-corrections';
import { useCompanyZone } from './use-company-zone';

/**
 * The staff view (corrections.request): the request form and one's own list. The address and
 * company are the session's, those of the employee linked to the account. The kiosk asks for
 * whoever stands in front of it and keeps no list (the server shows a shared tablet none).
 */
export function CorrectionsRequest({ session }: { session: Session }) {
  const { t } = useTranslation('corrections');
  const { banner, show, close } = useBanner();
  const kiosk = can(session.role, 'time.clock');
  const hasList = can(session.role, 'corrections.read');
  const email = session.employeeId !== null ? session.email : null;
  const companyId = session.companyId;
  const zone = useCompanyZone(companyId);
  const failed = useCallback((text: string) => show('error', text, true), [show]);

  if (companyId === null || (!kiosk && email === null)) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('request.noEmployee')}
      </Alert>
    );
  }

  const submitted = (receipt: CorrectionReceipt) =>
    show(
      'success',
      kiosk ? t('request.submittedFor', { name: receipt.firstName }) : t('request.submitted'),
    );

  return (
    <Stack gap="md">
      <Text c="dimmed">{kiosk ? t('request.kioskHint') : t('request.intro')}</Text>
      <BannerAlert banner={banner} onClose={close} />
      {zone === null ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: hasList ? 5 : 8 }}>
            <CorrectionRequestForm
              email={kiosk ? null : email}
              companyId={companyId}
              timeZone={zone}
              onSubmitted={submitted}
              onFailed={failed}
            />
          </Grid.Col>
          {hasList && email !== null && (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <OwnCorrections email={email} timeZone={zone} onFailed={failed} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
