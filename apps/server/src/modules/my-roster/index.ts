/** What other features use of Mijn rooster: the published shifts of a period. */
export { publishedShifts } from './repository';
