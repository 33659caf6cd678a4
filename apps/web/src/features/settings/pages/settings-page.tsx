import { allowsCompanyManagement } from '@klokwerk/domain/plans';
import { can } from '@klokwerk/domain/policies';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconBeach,
  IconBuildingStore,
  IconClockExclamation,
  IconCreditCard,
  IconHistory,
  IconSitemap,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBillingPortalUrl } from '../api/get-billing-portal-url';
import { SettingsCard, type SettingsCardProps } from '../components/settings-card';
import classes from './settings-page.module.css';

/**
 * Instellingen (docs/screens.md#settings): a card per settings screen, for the settings roles (docs/roles-and-policies.md#roles).
 * Bedrijven Beheer only with a plan of tier pro (docs/roles-and-policies.md#plans); Auditlog for the owners;
 * Abonnement Beheren only when the billing portal is configured.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const billingPortalUrl = useBillingPortalUrl();
  usePageTitle(t('title'));

  if (!can(session?.role, 'settings.view')) return <NoAccess title={t('title')} />;

  const cards: Array<SettingsCardProps & { key: string }> = [
    {
      key: 'users',
      to: '/settings/RegistrationLinkDashboard',
      title: t('cards.users.title'),
      description: t('cards.users.description'),
      icon: IconUserPlus,
    },
    {
      key: 'organisation',
      to: '/settings/category-jobtitlePro',
      title: t('cards.organisation.title'),
      description: t('cards.organisation.description'),
      icon: IconSitemap,
    },
  ];
  if (allowsCompanyManagement(session?.subscription)) {
    cards.push({
      key: 'companies',
      to: '/settings/company-management',
      title: t('cards.companies.title'),
      description: t('cards.companies.description'),
      icon: IconBuildingStore,
    });
  }
  cards.push({
    key: 'penalty',
    to: '/settings/penaltySettings',
    title: t('cards.penalty.title'),
    description: t('cards.penalty.description'),
    icon: IconClockExclamation,
  });
  if (can(session?.role, 'pay-settings.view')) {
    cards.push({
      key: 'pay',
      to: '/settings/leave-and-surcharges',
      title: t('cards.pay.title'),
      description: t('cards.pay.description'),
      icon: IconBeach,
    });
  }
  if (can(session?.role, 'staffing.edit')) {
    cards.push({
      key: 'staffing',
      to: '/bezetting',
      title: t('cards.staffing.title'),
      description: t('cards.staffing.description'),
      icon: IconUsersGroup,
    });
  }
  if (can(session?.role, 'audit.view')) {
    cards.push({
      key: 'audit',
      to: '/settings/audit-log',
      title: t('cards.audit.title'),
      description: t('cards.audit.description'),
      icon: IconHistory,
    });
  }
  if (billingPortalUrl) {
    cards.push({
      key: 'billing',
      to: billingPortalUrl,
      external: true,
      title: t('cards.billing.title'),
      description: t('cards.billing.description'),
      icon: IconCreditCard,
    });
  }

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={t('title')} intro={t('intro')} />
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <SettingsCard {...card} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
