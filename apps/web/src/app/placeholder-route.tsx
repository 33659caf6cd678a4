import { useTranslation } from 'react-i18next';
import { NotYetAvailablePage } from '../components/not-yet-available-page';
import type { Resources } from '../i18n/i18n';

export type PageKey = keyof Resources['translation']['pages'];

/** A route whose screen a later issue builds: its Dutch title and a way back. */
export function PlaceholderRoute({ page, area }: { page: PageKey; area: 'guarded' | 'public' }) {
  const { t } = useTranslation();
  return <NotYetAvailablePage title={t(`pages.${page}`)} area={area} />;
}
