import { invitationBody } from '@klokwerk/contract/users';
import { type FormErrors, schemaResolver } from '@mantine/form';
import type { InvitationInput } from '../api/create-invitation';

/** What the Registratielink Genereren form holds; the company comes from the page's select. */
export interface InvitationValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
}

export const EMPTY_INVITATION: InvitationValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: null,
};

/** The body the specification sends: the company's part and the user's part. */
export function invitationBodyOf(
  companyId: number | null,
  values: InvitationValues,
): InvitationInput {
  return {
    companyIdRequestDto: {
      companyId: companyId ?? '',
      firstName: values.firstName,
      lastName: values.lastName,
    },
    userDTO: { email: values.email, roles: values.role ? [values.role] : [] },
  };
}

/** Where each part of the body sits on the screen. */
const FIELD_OF_PATH: Record<string, keyof InvitationValues | 'companyId'> = {
  'companyIdRequestDto.companyId': 'companyId',
  'companyIdRequestDto.firstName': 'firstName',
  'companyIdRequestDto.lastName': 'lastName',
  'userDTO.email': 'email',
  'userDTO.roles': 'role',
};

/** The server's field (`userDTO.email`) as the form's (`email`); unknown ones stay as they are. */
export function formFieldOf(path: string): string {
  return FIELD_OF_PATH[path] ?? path;
}

/**
 * The contract's own rules and messages (docs/screens.md#registration-links: "Selecteer eerst een bedrijf", "Vul
 * alle verplichte velden in", "Ongeldig e-mailadres"), keyed by the form's fields.
 */
export function validateInvitation(companyId: number | null, values: InvitationValues): FormErrors {
  const errors = schemaResolver(invitationBody, { sync: true })(
    invitationBodyOf(companyId, values),
  );
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [formFieldOf(path), message]),
  );
}
