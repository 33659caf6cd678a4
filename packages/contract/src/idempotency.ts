import { z } from 'zod';

/**
 * An idempotency key as a client makes it for one action (docs/api-conventions.md): 16–64 of
 * A–Z a–z 0–9 - and _ (a UUID fits, and so do 32 hex characters). The kiosk's tap sends it in
 * its body; every other creating call in the `Idempotency-Key` header.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  key: 'Ongeldige Idempotency-Key: 16 tot 64 tekens, alleen letters, cijfers, - en _.',
  reused:
    'Deze Idempotency-Key is al gebruikt voor een andere aanvraag. Maak voor elke nieuwe handeling een nieuwe sleutel.',
  unreadable:
    'Deze aanvraag is al eerder uitgevoerd, maar het antwoord van toen kan niet meer worden gelezen. Haal de gegevens opnieuw op.',
} as const;

/**
 * The headers of a creating call: the optional key, and whatever else the request carries
 * (a loose object, so that validating the key drops no other header).
 */
export const idempotentHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY, IDEMPOTENCY_MESSAGES.key)
    .optional()
    .meta({
      description:
        'Eén sleutel per handeling van de gebruiker. Dezelfde sleutel opnieuw geeft het eerste antwoord terug (kop idempotent-replayed: true) en maakt niets aan; met een andere aanvraag is het een 409.',
    }),
});
