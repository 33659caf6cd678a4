import { z } from 'zod';
import { errorResponse } from '../../http/schemas';

export const loginBody = z.object({
  tenantId: z.string().trim().min(1, 'Vul de bedrijfsnaam in.').max(200),
  userName: z.string().trim().min(1, 'Vul de gebruikersnaam in.').max(200),
  password: z.string().min(1, 'Vul het wachtwoord in.').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string() });

export const loginSchema = {
  tags: ['inloggen'],
  summary: 'Inloggen met bedrijfsnaam, gebruikersnaam en wachtwoord',
  security: [],
  body: loginBody,
  response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
};
