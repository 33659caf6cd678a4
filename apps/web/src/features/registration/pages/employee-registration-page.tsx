import { useState } from 'react';
import { useEmployeeLink } from '../api/get-employee-link';
import type { LinkTarget } from '../api/link-request';
import { EmployeeRegistrationForm } from '../components/employee-registration-form';
import { LinkGate } from '../components/link-gate';
import { InvalidLink } from '../components/link-states';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationLanguage, useRegistrationText } from '../components/registration-language';
import { RegistrationSuccess } from '../components/registration-success';
import { useLinkTarget } from '../lib/use-link-target';

/**
 * /register/{token}?tenant= (docs/screens.md#employee-registration): the invited employee completes the profile. The
 * four states: the link is checked, found invalid, filled in, and done (then on to /login).
 */
export function EmployeeRegistrationPage() {
  return (
    <RegistrationLanguage>
      <EmployeeRegistration />
    </RegistrationLanguage>
  );
}

function EmployeeRegistration() {
  const { t } = useRegistrationText();
  const link = useLinkTarget();
  if (!link) return <InvalidLink reason={t('state.missingTenant')} />;
  return <EmployeeLink key={`${link.tenant}/${link.token}`} link={link} />;
}

function EmployeeLink({ link }: { link: LinkTarget }) {
  const { t } = useRegistrationText();
  const check = useEmployeeLink(link);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'gone'>('form');
  const title = t('employee.title');

  if (outcome === 'done') {
    return (
      <RegistrationSuccess
        title={title}
        message={t('employee.success')}
        next={t('employee.next')}
      />
    );
  }
  if (outcome === 'gone') return <InvalidLink />;
  return (
    <LinkGate link={check} title={title}>
      {(invitee) => (
        <RegistrationFrame title={title} intro={t('employee.intro')}>
          <EmployeeRegistrationForm
            link={link}
            invitee={invitee}
            onRegistered={() => setOutcome('done')}
            onLinkGone={() => setOutcome('gone')}
          />
        </RegistrationFrame>
      )}
    </LinkGate>
  );
}
