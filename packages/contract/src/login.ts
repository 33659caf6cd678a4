import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { z } from 'zod';
import { defineCall } from './call';
import { line } from './text';

/**
 * The company name as typed ("Café 't Hoekje") or already normalised ("cafethoekje"). A name
 * of only symbols normalises to nothing and is as good as empty.
 */
export const tenantName = line()
  .max(200, 'mag hoogstens 200 tekens lang zijn')
  .refine((value) => normalizeTenantName(value) !== '', 'Vul de bedrijfsnaam in.');

export const loginBody = z.object({
  tenantId: tenantName,
  userName: line()
    .trim()
    .min(1, 'Vul de gebruikersnaam in.')
    .max(200, 'mag hoogstens 200 tekens lang zijn'),
  password: line().min(1, 'Vul het wachtwoord in.').max(1024, 'is te lang'),
});

/** POST /api/login: a signed token whose claims the web app reads. */
export const loginCall = defineCall({
  method: 'POST',
  path: '/login',
  summary: 'Inloggen met bedrijfsnaam, gebruikersnaam en wachtwoord',
  tags: ['inloggen'],
  body: loginBody,
  status: 200,
  response: z.object({ token: z.string() }),
  errors: [400, 401, 403, 429],
});
export type LoginBody = z.infer<typeof loginBody>;
