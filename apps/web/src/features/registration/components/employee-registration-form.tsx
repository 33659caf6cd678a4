import type { TextFields } from '@klokwerk/contract/fields';
import { employeeRegistrationBody } from '@klokwerk/contract/registration';
import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { DateField } from '../../../components/signed-in/date-field';
import type { EmployeeInvitee } from '../api/get-employee-link';
import type { LinkTarget } from '../api/link-request';
import { type EmployeeRegistrationInput, useRegisterEmployee } from '../api/register-employee';
import { InvitationForm } from './invitation-form';
import { useRegistrationText } from './registration-language';

type EmployeeValues = TextFields<EmployeeRegistrationInput>;

export interface EmployeeRegistrationFormProps {
  link: LinkTarget;
  invitee: EmployeeInvitee;
  onRegistered(): void;
  /** The link was used or expired while the form was open. */
  onLinkGone(): void;
}

/**
 * The employee profile (docs/screens.md#employee-registration): everything required but the BSN; the e-mail
 * address is the invitation's and read-only; the names come filled in from the invitation.
 */
export function EmployeeRegistrationForm({
  link,
  invitee,
  onRegistered,
  onLinkGone,
}: EmployeeRegistrationFormProps) {
  const { t } = useRegistrationText();
  const register = useRegisterEmployee(link);
  return (
    <InvitationForm<EmployeeValues>
      page="employee"
      schema={employeeRegistrationBody}
      initialValues={{
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        phoneNumber: '',
        dateOfBirth: '',
        address: '',
        email: invitee.email,
        socialSecurityNumber: '',
      }}
      register={register}
      onRegistered={onRegistered}
      onLinkGone={onLinkGone}
    >
      {(inputProps) => (
        <>
          <TextInput
            label={t('employee.firstName')}
            autoComplete="given-name"
            size="md"
            required
            {...inputProps('firstName')}
          />
          <TextInput
            label={t('employee.lastName')}
            autoComplete="family-name"
            size="md"
            required
            {...inputProps('lastName')}
          />
          <TextInput
            type="tel"
            label={t('employee.phoneNumber')}
            description={t('employee.phoneNumberHint')}
            autoComplete="tel"
            size="md"
            required
            {...inputProps('phoneNumber')}
          />
          <DateField
            label={t('employee.dateOfBirth')}
            placeholder={t('employee.dateOfBirthPlaceholder')}
            maxDate={dayjs().format('YYYY-MM-DD')}
            size="md"
            required
            {...inputProps('dateOfBirth')}
          />
          <TextInput
            label={t('employee.address')}
            placeholder={t('employee.addressPlaceholder')}
            autoComplete="street-address"
            size="md"
            required
            {...inputProps('address')}
          />
          <TextInput
            label={t('employee.socialSecurityNumber')}
            description={t('employee.socialSecurityNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            size="md"
            {...inputProps('socialSecurityNumber')}
          />
        </>
      )}
    </InvitationForm>
  );
}
