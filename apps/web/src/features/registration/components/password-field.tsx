import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useRegistrationText } from './registration-language';

export interface PasswordFieldProps
  extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  /** Fields that show or hide together (a new password and its repetition) share this. */
  visibility?: [boolean, (visible: boolean) => void];
}

/**
 * A new password (registration, reset): the policy as its description, an eye button whose
 * name says what it does in the page's language.
 */
export function PasswordField({ visibility, ...props }: PasswordFieldProps) {
  const { t } = useRegistrationText();
  const own = useState(false);
  const [visible, setVisible] = visibility ?? own;
  return (
    <PasswordInput
      description={t('password.hint')}
      autoComplete="new-password"
      size="md"
      required
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password.hide') : t('password.show'),
      }}
      {...props}
    />
  );
}
