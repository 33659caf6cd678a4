import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useWorkingCompany } from '../../lib/use-working-company';
import { BannerAlert } from './banner-alert';
import { CompanySelect } from './company-select';
import { PageHeading } from './page-heading';
import type { Banner } from './use-banner';

/**
 * A screen that works on one company at a time (Verlof en ziekte, Open diensten): its title and
 * intro, the company choice and the screen's banner; below them what the screen shows of the
 * chosen company. Until the company list is there a placeholder holds the place; with no
 * company to work on, `noCompany` says so. `after` comes last whatever the company, for the
 * screen's dialogs.
 */
export function CompanyScreen({
  title,
  intro,
  companyLabel,
  noCompany,
  working,
  banner,
  onCloseBanner,
  after,
  children,
}: {
  title: string;
  intro: string;
  companyLabel: string;
  noCompany: string;
  working: Pick<ReturnType<typeof useWorkingCompany>, 'companyId' | 'choose' | 'companies'>;
  banner: Banner | null;
  onCloseBanner(): void;
  after?: ReactNode;
  children(companyId: number): ReactNode;
}) {
  const { companyId, choose, companies } = working;
  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={title} intro={intro} />
      <CompanySelect value={companyId} onChange={choose} label={companyLabel} maw={{ sm: 360 }} />
      <BannerAlert banner={banner} onClose={onCloseBanner} />
      {companyId === null ? (
        companies.isPending ? (
          <Skeleton height={160} radius="md" />
        ) : (
          <Text>{noCompany}</Text>
        )
      ) : (
        children(companyId)
      )}
      {after}
    </Stack>
  );
}
