import { appConfigCall } from './app-config';
import { auditActorsCall, auditLogCall, auditOfObjectCall } from './audit';
import {
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
  createAvailabilityCall,
} from './availability';
import { calendarFeedCall, newCalendarFeedCall, ownCalendarFeedCall } from './calendar-feed';
import type { Call } from './call';
import {
  companiesCall,
  createCompanyCall,
  deleteCompanyCall,
  updateCompanyCall,
} from './companies';
import { complianceCall, complianceCheckCall } from './compliance';
import { contactCall } from './contact';
import {
  approveCorrectionCall,
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
  rejectCorrectionCall,
  requestCorrectionCall,
  updateCorrectionTimeCall,
} from './corrections';
import {
  createEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from './employees';
import { saveExpenseCall } from './expenses';
import { healthCall } from './health';
import { loginCall } from './login';
import { closeMonthCall, monthStatusCall, reopenMonthCall } from './month-closing';
import {
  categoriesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from './organisation';
import { payrollExportCall, payrollSettingsCall, savePayrollSettingsCall } from './payroll';
import {
  penaltySettingsCall,
  penaltySettingsListCall,
  savePenaltySettingsCall,
} from './penalty-settings';
import {
  employeeLinkCall,
  employeeLinkEmailCall,
  forgotPasswordCall,
  registerEmployeeCall,
  registerUserCall,
  resetPasswordCall,
  userLinkCall,
  userLinkEmailCall,
} from './registration';
import { hoursReportCall, wageCostReportCall } from './reports';
import {
  confirmSchedulesCall,
  createScheduleCall,
  deleteScheduleCall,
  schedulesOfCompanyCall,
} from './schedules';
import { signupCall } from './signup';
import {
  bulkApprovalCall,
  clockCall,
  createTimeRecordCall,
  editTimeRecordCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  workedHoursCall,
} from './time';
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
  complianceCall,
  complianceCheckCall,
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
  forgotPasswordCall,
  contactCall,
  signupCall,
  clockCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  bulkApprovalCall,
  workedHoursCall,
  createTimeRecordCall,
  editTimeRecordCall,
  hoursReportCall,
  wageCostReportCall,
  saveExpenseCall,
  correctionsOfEmployeeCall,
  correctionsOfCompanyCall,
  requestCorrectionCall,
  approveCorrectionCall,
  rejectCorrectionCall,
  updateCorrectionTimeCall,
  schedulesOfCompanyCall,
  createScheduleCall,
  confirmSchedulesCall,
  deleteScheduleCall,
  createAvailabilityCall,
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
  calendarFeedCall,
  ownCalendarFeedCall,
  newCalendarFeedCall,
  closeMonthCall,
  reopenMonthCall,
  monthStatusCall,
  auditLogCall,
  auditActorsCall,
  auditOfObjectCall,
  payrollSettingsCall,
  savePayrollSettingsCall,
  payrollExportCall,
];
