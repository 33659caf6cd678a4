import { Button } from '@mantine/core';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { readTenantId } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/use-sign-out';

// Only a kiosk session ever opens this dialog, so nobody else downloads it.
const loadDialog = () => import('./kiosk-sign-out-dialog');
const KioskSignOutDialog = lazy(async () => ({
  default: (await loadDialog()).KioskSignOutDialog,
}));

/**
 * The kiosk's way out, in the top bar instead of Uitloggen: a quiet button that opens a dialog
 * where a manager confirms with their own credentials. Then the kiosk signs out as Uitloggen
 * does, with a full page load so that nothing of the session stays in memory.
 */
export function KioskSignOutButton() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [loading, startOpening] = useTransition();

  const open = () =>
    startOpening(() => {
      setEverOpened(true);
      setOpened(true);
    });

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        loading={loading}
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {t('kioskSignOut.button')}
      </Button>
      <Suspense fallback={null}>
        {everOpened && (
          <KioskSignOutDialog
            opened={opened}
            onClose={() => setOpened(false)}
            tenantId={session?.tenantId ?? readTenantId()}
            onVerified={() => void signOut({ hard: true })}
          />
        )}
      </Suspense>
    </>
  );
}
