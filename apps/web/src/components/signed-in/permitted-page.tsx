import { type Action, can } from '@klokwerk/domain/policies';
import type { ComponentType } from 'react';
import { type Session, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';

export interface PermittedPageProps {
  /** The screen's title, the tab's too. */
  title: string;
  /** What a role must be allowed to open the screen. */
  permission: Action;
  /** The screen itself, for a session whose role may use it. */
  screen: ComponentType<{ session: Session }>;
}

/**
 * A screen for the roles allowed `permission`; the others see Geen toegang instead of empty
 * tables, since the server refuses their calls anyway (docs/roles-and-policies.md).
 */
export function PermittedPage({ title, permission, screen: Screen }: PermittedPageProps) {
  const session = useSession();
  usePageTitle(title);
  if (!session || !can(session.role, permission)) return <NoAccess title={title} />;
  return <Screen session={session} />;
}
