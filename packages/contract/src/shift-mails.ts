import { z } from 'zod';
import { defineCall } from './call';

export const SHIFT_MAILS_MESSAGES = {
  enabled: 'Kies of je roosterwijzigingen per e-mail wilt ontvangen (aan of uit).',
} as const;

/** Whether the signed-in user's published and changed shifts are mailed to them. */
export const shiftMailsSetting = z.object({
  enabled: z.boolean({ error: SHIFT_MAILS_MESSAGES.enabled }),
});
export type ShiftMailsSetting = z.infer<typeof shiftMailsSetting>;

/** GET /api/account/shift-mails (beyond the specification): on unless the user turned it off. */
export const shiftMailsCall = defineCall({
  method: 'GET',
  path: '/account/shift-mails',
  summary: 'Rooster per e-mail: de eigen instelling',
  tags: ['rooster'],
  status: 200,
  response: shiftMailsSetting,
  errors: [401, 403],
});

/** PUT /api/account/shift-mails (beyond the specification): turns the roster mails on or off. */
export const saveShiftMailsCall = defineCall({
  method: 'PUT',
  path: '/account/shift-mails',
  summary: 'Rooster per e-mail aan- of uitzetten',
  tags: ['rooster'],
  body: shiftMailsSetting,
  status: 200,
  response: shiftMailsSetting,
  errors: [400, 401, 403],
});
