import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useDeleteCategory, useDeleteJobTitle } from '../../../lib/queries/organisation';
import { type DeleteTarget, targetKey } from './delete-target';
import { failureText } from './notice';

export interface DeleteFlowOptions {
  onNotice: ShowBanner;
  onCategoryDeleted(categoryId: number): void;
}

/**
 * Delete button → confirmation dialog → delete call → banner. The dialog opens in a transition,
 * so while its code loads the page stays as it is and `openingKey` names the button that waits.
 */
export function useDeleteFlow(companyId: number | null, options: DeleteFlowOptions) {
  const { t } = useTranslation('organisation');
  const deleteCategory = useDeleteCategory(companyId);
  const deleteJobTitle = useDeleteJobTitle(companyId);
  const [dialog, setDialog] = useState<{ target: DeleteTarget; opened: boolean } | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const [opening, startOpening] = useTransition();

  const open = (target: DeleteTarget) => {
    setRequested(targetKey(target));
    startOpening(() => setDialog({ target, opened: true }));
  };
  // The target stays while the dialog fades out, so its text does not vanish first.
  const close = () => setDialog((current) => current && { ...current, opened: false });

  const confirm = () => {
    const target = dialog?.target;
    if (!target) return;
    if (target.kind === 'category') {
      deleteCategory.mutate(target.id, {
        onSuccess: () => {
          options.onNotice('success', t('success.deleteCategory'));
          options.onCategoryDeleted(target.id);
        },
        onError: (error) =>
          options.onNotice('error', failureText(t('errors.deleteCategory'), error)),
        onSettled: close,
      });
    } else {
      deleteJobTitle.mutate(target.id, {
        onSuccess: () => options.onNotice('success', t('success.deleteJobTitle')),
        onError: (error) =>
          options.onNotice('error', failureText(t('errors.deleteJobTitle'), error)),
        onSettled: close,
      });
    }
  };

  return {
    dialog,
    open,
    close,
    confirm,
    deleting: deleteCategory.isPending || deleteJobTitle.isPending,
    openingKey: opening ? requested : null,
  };
}
