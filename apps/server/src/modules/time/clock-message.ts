/**
 * The kiosk's sentences (spec part 1 §7: the answer is shown as a text message). First names
 * only: the kiosk stands on a bar counter (DESIGN §6).
 */

/** 509 minutes → '8 uur 29 min'; whole hours without minutes, under an hour minutes only. */
export function workedTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} uur` : `${hours} uur ${rest} min`;
}

export function clockedIn(firstName: string, time: string): string {
  return `${firstName} is ingeklokt om ${time}.`;
}

export function alreadyClockedIn(firstName: string, time: string): string {
  return `${firstName} is al ingeklokt sinds ${time}.`;
}

export function clockedOut(firstName: string, time: string, minutes: number): string {
  return `${firstName} is uitgeklokt om ${time}. Gewerkt: ${workedTime(minutes)}.`;
}

/** Added when a tap found a registration of an earlier shift still open (see clock.ts). */
export function forgottenClockOut(date: string, time: string): string {
  return `Bij je vorige registratie (${date} om ${time}) ontbreekt de uitkloktijd: vraag een urencorrectie aan.`;
}
