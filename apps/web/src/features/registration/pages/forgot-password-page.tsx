import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationLanguage, useRegistrationText } from '../components/registration-language';
import { FORGOT_REDIRECT_MS, RegistrationSuccess } from '../components/registration-success';

/**
 * /forgot-password (docs/screens.md#forgot-password): the company name and the e-mail address; then the neutral
 * text (whether or not the address is known) and on to /login after 5 s.
 */
export function ForgotPasswordPage() {
  return (
    <RegistrationLanguage>
      <ForgotPassword />
    </RegistrationLanguage>
  );
}

function ForgotPassword() {
  const { t } = useRegistrationText();
  const [sent, setSent] = useState(false);
  const title = t('forgot.title');

  if (sent) {
    return (
      <RegistrationSuccess
        title={t('forgot.sentTitle')}
        message={t('forgot.sent')}
        next={t('forgot.sentHint')}
        redirectMs={FORGOT_REDIRECT_MS}
      />
    );
  }
  return (
    <RegistrationFrame title={title} intro={t('forgot.intro')}>
      <ForgotPasswordForm onSent={() => setSent(true)} />
      <Anchor component={Link} to="/login">
        {t('forgot.backToLogin')}
      </Anchor>
    </RegistrationFrame>
  );
}
