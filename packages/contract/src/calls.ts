import { appConfigCall } from './app-config';
import type { Call } from './call';
import {
  companiesCall,
  createCompanyCall,
  deleteCompanyCall,
  updateCompanyCall,
} from './companies';
import {
  createEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from './employees';
import { healthCall } from './health';
import { loginCall } from './login';
import {
  categoriesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from './organisation';
import {
  penaltySettingsCall,
  penaltySettingsListCall,
  savePenaltySettingsCall,
} from './penalty-settings';
import {
  employeeLinkCall,
  employeeLinkEmailCall,
  registerEmployeeCall,
  registerUserCall,
  resetPasswordCall,
  userLinkCall,
  userLinkEmailCall,
} from './registration';
import {
  assignRoleCall,
  changeEmailCall,
  createInvitationCall,
  deleteUserCall,
  requestPasswordResetCall,
  usersOfCompanyCall,
} from './users';

/** Every call of the API, for the tests that hold the contract and the server to each other. */
export const CALLS: readonly Call[] = [
  healthCall,
  appConfigCall,
  loginCall,
  employeesOfCompanyCall,
  createEmployeeCall,
  updateEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  companiesCall,
  createCompanyCall,
  updateCompanyCall,
  deleteCompanyCall,
  penaltySettingsListCall,
  penaltySettingsCall,
  savePenaltySettingsCall,
  categoriesOfCompanyCall,
  jobTitlesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  usersOfCompanyCall,
  assignRoleCall,
  createInvitationCall,
  requestPasswordResetCall,
  deleteUserCall,
  changeEmailCall,
  employeeLinkCall,
  employeeLinkEmailCall,
  registerEmployeeCall,
  userLinkCall,
  userLinkEmailCall,
  registerUserCall,
  resetPasswordCall,
];
