/** What other features use of the organisation: which job titles are a company's. */
export { jobTitlesOfCompany } from './repository';
