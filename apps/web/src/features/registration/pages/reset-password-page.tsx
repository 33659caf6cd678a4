import { useState } from 'react';
import type { LinkTarget } from '../api/link-request';
import type { PasswordReset } from '../api/reset-password';
import { InvalidLink } from '../components/link-states';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationLanguage, useRegistrationText } from '../components/registration-language';
import { RegistrationSuccess } from '../components/registration-success';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useLinkTarget } from '../lib/use-link-target';

/**
 * /reset-password/{token}?tenant= (docs/screens.md#reset-password): the new password twice, then on to /login
 * after 3 s. There is no call to check a reset link beforehand: a used or expired one shows
 * when the form is sent, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  return (
    <RegistrationLanguage>
      <ResetPassword />
    </RegistrationLanguage>
  );
}

function ResetPassword() {
  const { t } = useRegistrationText();
  const link = useLinkTarget();
  if (!link) return <ResetLinkGone reason={t('reset.missingTenant')} />;
  return <ResetLink key={`${link.tenant}/${link.token}`} link={link} />;
}

function ResetLinkGone({ reason }: { reason: string }) {
  const { t } = useRegistrationText();
  return (
    <InvalidLink
      reason={reason}
      text={t('reset.invalidText')}
      renew={{ to: '/forgot-password', label: t('reset.requestNew') }}
    />
  );
}

function ResetLink({ link }: { link: LinkTarget }) {
  const { t } = useRegistrationText();
  const [outcome, setOutcome] = useState<PasswordReset | 'form' | 'gone'>('form');

  if (outcome === 'gone') return <ResetLinkGone reason={t('reset.linkGone')} />;
  if (outcome !== 'form') {
    return (
      <RegistrationSuccess
        title={t('reset.title')}
        message={t('reset.success')}
        next={t('reset.next', { userName: outcome.userName })}
      />
    );
  }
  return (
    <RegistrationFrame title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm link={link} onReset={setOutcome} onLinkGone={() => setOutcome('gone')} />
    </RegistrationFrame>
  );
}
