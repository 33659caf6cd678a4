import { can } from '@klokwerk/domain/policies';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CorrectionsRequest } from '../components/corrections-request';
import { CorrectionsReview } from '../components/corrections-review';

/**
 * Uren correcties, /Urencorrectie (docs/screens.md#corrections, docs/roles-and-policies.md): the manager's review for
 * corrections.review, the request form and own list for corrections.request. Today's policy
 * table gives no role both; should it, the two views sit side by side as tabs.
 */
export function CorrectionsPage() {
  const { t } = useTranslation('corrections');
  const session = useSession();
  usePageTitle(t('title'));
  const review = can(session?.role, 'corrections.review');
  const request = can(session?.role, 'corrections.request');
  if (!session || (!review && !request)) return <NoAccess title={t('title')} />;

  return (
    <Stack gap="lg" py="xl">
      <Title order={1}>{t('title')}</Title>
      {review && request ? (
        <Tabs defaultValue="review">
          <Tabs.List aria-label={t('views.label')} mb="md">
            <Tabs.Tab value="review">{t('views.review')}</Tabs.Tab>
            <Tabs.Tab value="request">{t('views.request')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="review">
            <CorrectionsReview session={session} />
          </Tabs.Panel>
          <Tabs.Panel value="request">
            <CorrectionsRequest session={session} />
          </Tabs.Panel>
        </Tabs>
      ) : review ? (
        <CorrectionsReview session={session} />
      ) : (
        <CorrectionsRequest session={session} />
      )}
    </Stack>
  );
}
