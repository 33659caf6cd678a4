import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useDeleteCategory, useDeleteJobTitle } from '../../../lib/queries/organisation';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { type DeleteTarget, targetKey } from './delete-target';
import { failureText } from './notice';

export interface DeleteFlowOptions {
  onNotice: ShowBanner;
  onCategoryDeleted(categoryId: number): void;
}

/**
 * Delete button → confirmation dialog → delete call → banner; `openingKey` names the button
 * that waits for the dialog's code (useLazyDialog).
 */
export function useDeleteFlow(companyId: number | null, options: DeleteFlowOptions) {
  const { t } = useTranslation('organisation');
  const deleteCategory = useDeleteCategory(companyId);
  const deleteJobTitle = useDeleteJobTitle(companyId);
  const { dialog, open, close, openingKey } = useLazyDialog((target: DeleteTarget) =>
    targetKey(target),
  );

  const confirm = () => {
    const target = dialog?.subject;
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
    openingKey,
  };
}
