import { formatDuration } from './format';

/**
 * The kiosk's sentences: the answer to a tap is shown as a text message on the tablet
 * (docs/offline-kiosk.md, docs/decisions/013-time-registration-corrections-and-reports.md).
 * First names only: the kiosk stands on a bar counter.
 */

export function clockedIn(firstName: string, time: string): string {
  return `${firstName} is ingeklokt om ${time}.`;
}

export function alreadyClockedIn(firstName: string, time: string): string {
  return `${firstName} is al ingeklokt sinds ${time}.`;
}

export function clockedOut(firstName: string, time: string, minutes: number): string {
  return `${firstName} is uitgeklokt om ${time}. Gewerkt: ${formatDuration(minutes * 60)}.`;
}

/** Added when a tap found a registration of an earlier shift still open (see kiosk-tap.ts). */
export function forgottenClockOut(date: string, time: string): string {
  return `Bij je vorige registratie (${date} om ${time}) ontbreekt de uitkloktijd: vraag een urencorrectie aan.`;
}

/**
 * Added when the tap opened a new registration within the shift of one whose clock-out a manager
 * had filled in (Tijden wijzigen, or an approved correction): the employee may have meant to
 * clock out, and a second tap after the double-tap minute does that.
 */
export function afterFilledInClockOut(since: string, out: string): string {
  return `Let op: een leidinggevende had je registratie van ${since} al afgesloten om ${out}, dus deze tik begint een nieuwe registratie, die een leidinggevende nakijkt. Ga je naar huis? Tik dan na een minuut nog een keer om uit te klokken.`;
}

/** Added to the answer of a tap that was applied but marked for review (it arrived late). */
export const MARKED_FOR_REVIEW =
  'Deze tik is laat ontvangen en wordt door een leidinggevende nagekeken.';

/** The answer to a tap kept as a registration of its own for a manager to look at. */
export function storedForReview(firstName: string, date: string, time: string): string {
  return `${firstName}, je tik van ${date} om ${time} is opgeslagen en wordt door een leidinggevende nagekeken.`;
}

/** Why a tap was marked (the registration's review note): it arrived more than 12 hours late. */
export function lateNote(tapped: string, received: string): string {
  return `Tik van ${tapped} pas ontvangen op ${received} (meer dan 12 uur later; de kiosk was waarschijnlijk offline).`;
}

/** Why: it opened a registration right after a clock-out that a manager filled in. */
export function filledInNote(tapped: string, out: string, since: string): string {
  return `Tik van ${tapped} kwam na de uitkloktijd ${out} die een leidinggevende invulde voor de registratie sinds ${since}, toen de medewerker nog aan het werk kon zijn: als nieuwe registratie ingeklokt. Controleer of dit een nieuwe dienst is of het einde van de vorige.`;
}

/** Why: it is older than the employee's latest registration, so it cannot toggle in or out. */
export function outOfOrderNote(tapped: string, latest: string): string {
  return `Tik van ${tapped} kwam binnen na een latere registratie (${latest}) en is niet als in- of uitklokken verwerkt.`;
}

/** Why: its moment lies in a closed month. */
export function closedMonthNote(tapped: string, month: string): string {
  return `Tik van ${tapped} valt in de afgesloten maand ${month} en is niet als in- of uitklokken verwerkt; heropen de maand om hem te verwerken.`;
}

/** Why: the registration it would close began in a closed month. */
export function openInClosedMonthNote(tapped: string, openSince: string, month: string): string {
  return `Tik van ${tapped}: de open registratie sinds ${openSince} hoort bij de afgesloten maand ${month}; de tik is niet als in- of uitklokken verwerkt.`;
}
