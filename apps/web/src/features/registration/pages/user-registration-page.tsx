import { useState } from 'react';
import { useUserLink } from '../api/get-user-link';
import type { LinkTarget } from '../api/link-request';
import { LinkGate } from '../components/link-gate';
import { InvalidLink } from '../components/link-states';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationLanguage, useRegistrationText } from '../components/registration-language';
import { RegistrationSuccess } from '../components/registration-success';
import { UserRegistrationForm } from '../components/user-registration-form';
import { useLinkTarget } from '../lib/use-link-target';

/**
 * /users/register/{token}?tenant= (docs/screens.md#user-registration): the invitee creates the sign-in, with the
 * same four states as the employee page.
 */
export function UserRegistrationPage() {
  return (
    <RegistrationLanguage>
      <UserRegistration />
    </RegistrationLanguage>
  );
}

function UserRegistration() {
  const { t } = useRegistrationText();
  const link = useLinkTarget();
  if (!link) return <InvalidLink reason={t('state.missingTenant')} />;
  return <UserLinkPage key={`${link.tenant}/${link.token}`} link={link} />;
}

function UserLinkPage({ link }: { link: LinkTarget }) {
  const { t } = useRegistrationText();
  const check = useUserLink(link);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'gone'>('form');
  const title = t('user.title');

  if (outcome === 'done') {
    return <RegistrationSuccess title={title} message={t('user.success')} next={t('user.next')} />;
  }
  if (outcome === 'gone') return <InvalidLink />;
  return (
    <LinkGate link={check} title={title}>
      {(account) => (
        <RegistrationFrame title={title} intro={t('user.intro')}>
          <UserRegistrationForm
            link={link}
            account={account}
            onRegistered={() => setOutcome('done')}
            onLinkGone={() => setOutcome('gone')}
          />
        </RegistrationFrame>
      )}
    </LinkGate>
  );
}
