import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormCard } from '../../../components/form-card';
import { useRegistrationText } from './registration-language';
import { type RegistrationInputProps, useRegistrationForm } from './use-registration-form';

/** The registration call of an invitation link, as its mutation offers it. */
export interface RegisterCall<Values> {
  mutate(values: Values, callbacks: { onSuccess(): void; onError(error: unknown): void }): void;
  isPending: boolean;
}

export interface InvitationFormProps<Values extends { email: string }> {
  /** Whose texts: the employee's profile or the account's sign-in. */
  page: 'employee' | 'user';
  schema: Parameters<typeof useRegistrationForm>[0];
  /** The e-mail address is the invitation's. */
  initialValues: Values;
  register: RegisterCall<Values>;
  onRegistered(): void;
  /** The link was used or expired while the form was open. */
  onLinkGone(): void;
  /** The fields under the address. */
  children(inputProps: RegistrationInputProps<Values>): ReactNode;
}

/**
 * The form behind an invitation link (the profile, the account): the invitation's e-mail
 * address first, shown but not to be changed, since the profile and the account belong to it;
 * a link used or expired meanwhile leaves the form.
 */
export function InvitationForm<Values extends { email: string } & Record<string, string>>({
  page,
  schema,
  initialValues,
  register,
  onRegistered,
  onLinkGone,
  children,
}: InvitationFormProps<Values>) {
  const { t } = useRegistrationText();
  const { inputProps, card } = useRegistrationForm<Values>(
    schema,
    initialValues,
    (values, onError) => register.mutate(values, { onSuccess: onRegistered, onError }),
    { onLinkGone },
  );

  return (
    <FormCard
      {...card}
      pending={register.isPending}
      submitLabel={t(`${page}.submit`)}
      pendingLabel={t(`${page}.submitting`)}
    >
      <TextInput
        label={t(`${page}.email`)}
        description={t(`${page}.emailHint`)}
        size="md"
        variant="filled"
        readOnly
        {...inputProps('email')}
      />
      {children(inputProps)}
    </FormCard>
  );
}
