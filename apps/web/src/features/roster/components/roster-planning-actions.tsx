import type { RosterView } from '../lib/roster-search';
import { RosterActions } from './roster-actions';
import { loadNewShift, loadTemplates } from './roster-dialogs';
import { loadConfirmFindingsDialog } from './use-publish-week';
import type { RosterPlanning } from './use-roster-planning';

export interface RosterPlanningActionsProps {
  planning: RosterPlanning;
  /** The concept shifts of the week shown. */
  draftCount: number;
  view: RosterView;
}

/** The planning buttons, each fetching the dialog it opens as the pointer or keyboard nears. */
export function RosterPlanningActions({ planning, draftCount, view }: RosterPlanningActionsProps) {
  const { confirmation, newShift, copier } = planning;
  return (
    <RosterActions
      draftCount={draftCount}
      checking={confirmation.checking}
      confirming={confirmation.confirming}
      opening={newShift.opening}
      onNewShift={() => newShift.open()}
      onPrepareNewShift={() => void loadNewShift()}
      onConfirm={confirmation.confirm}
      onPrepareConfirm={() => void loadConfirmFindingsDialog()}
      copying={copier.copying}
      view={view}
      onCopy={copier.copy}
      onTemplates={planning.openTemplates}
      onPrepareTemplates={() => void loadTemplates()}
    />
  );
}
