import type { Role } from '@klokwerk/domain/roles';

/**
 * Who works at Demo Horeca (docs/decisions/007-demo-seed.md). Plain data: insert-demo-*.ts turn
 * it into rows, with every date relative to the day of seeding, so ages and contract terms look
 * the same on any day the demo is started.
 */

export type CompanyKey = 'centrum' | 'strand';

export interface DemoCompany {
  companyName: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  city: string;
  /** Late check-in penalty; both companies apply one, at a different length. */
  penaltyMinutes: number;
}

export const DEMO_COMPANIES: Record<CompanyKey, DemoCompany> = {
  centrum: {
    companyName: 'Demo Horeca Centrum',
    emailAddress: 'centrum@demohoreca.example',
    phoneNumber: '020-6241780',
    address: 'Reguliersdwarsstraat 48, 1017 BM',
    city: 'Amsterdam',
    penaltyMinutes: 15,
  },
  strand: {
    companyName: 'Demo Horeca Strand',
    emailAddress: 'strand@demohoreca.example',
    phoneNumber: '023-5713390',
    address: 'Boulevard Paulus Loot 21, 2042 AD',
    city: 'Zandvoort',
    penaltyMinutes: 10,
  },
};

/** The same departments and job titles in both companies. */
export const DEMO_ORGANISATION = [
  { category: 'Keuken', jobTitles: ['Kok', 'Sous-chef', 'Afwasser'] },
  { category: 'Bediening', jobTitles: ['Ober', 'Barista', 'Gastvrouw'] },
  { category: 'Management', jobTitles: ['Bedrijfsleider', 'Floormanager', 'Office manager'] },
] as const;

export type DemoJobTitle = (typeof DEMO_ORGANISATION)[number]['jobTitles'][number];

/** Which shifts someone works; see SHIFT_MIX in demo-roster.ts. */
export type ShiftProfile = 'keuken' | 'bediening' | 'management' | 'kantoor';

export type DemoContract =
  | { type: 'Onbepaalde tijd' }
  /** endsInDays from the day of seeding; 'ended' is the last day of last month. */
  | { type: 'Bepaalde tijd'; ends: number | 'ended' };

export interface DemoEmployee {
  company: CompanyKey;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, as a kiosk keypad produces them. */
  phoneNumber: string;
  /** Age on the day of seeding and the birthday; null leaves the profile incomplete. */
  birth: { age: number; month: number; day: number } | null;
  address: string | null;
  jobTitle: DemoJobTitle;
  profile: ShiftProfile;
  /** Days before the day of seeding; 'this-month' is the first of the current month. */
  startedDaysAgo: number | 'this-month';
  contract: DemoContract;
  /** Hourly wage in euro. */
  salary: number;
  hoursPerWeek: number;
  /** Above 1 where the owner books employer charges on top of the wage. */
  hoursRating: number;
}

const permanent = { type: 'Onbepaalde tijd' } as const;

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    company: 'centrum',
    firstName: 'Mark',
    lastName: 'Jansen',
    email: 'mark.jansen@demohoreca.example',
    phoneNumber: '0614827305',
    birth: { age: 44, month: 3, day: 12 },
    address: 'Utrechtsestraat 112-2, 1017 VT Amsterdam',
    jobTitle: 'Bedrijfsleider',
    profile: 'management',
    startedDaysAgo: 2950,
    contract: permanent,
    salary: 22.5,
    hoursPerWeek: 38,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Lotte',
    lastName: 'Bakker',
    email: 'lotte.bakker@demohoreca.example',
    phoneNumber: '0623950418',
    birth: { age: 31, month: 9, day: 3 },
    address: 'Van Woustraat 64-1, 1073 LN Amsterdam',
    jobTitle: 'Floormanager',
    profile: 'management',
    startedDaysAgo: 1460,
    contract: permanent,
    salary: 19.75,
    hoursPerWeek: 36,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Fatima',
    lastName: 'El Amrani',
    email: 'fatima.elamrani@demohoreca.example',
    phoneNumber: '0631704962',
    birth: { age: 38, month: 1, day: 27 },
    address: 'Javastraat 90-3, 1094 HL Amsterdam',
    jobTitle: 'Office manager',
    profile: 'kantoor',
    startedDaysAgo: 1100,
    contract: permanent,
    salary: 20.5,
    hoursPerWeek: 32,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Daan',
    lastName: 'Visser',
    email: 'daan.visser@demohoreca.example',
    phoneNumber: '0642118736',
    birth: { age: 29, month: 6, day: 18 },
    address: 'Kinkerstraat 201-2, 1053 DX Amsterdam',
    jobTitle: 'Kok',
    profile: 'keuken',
    startedDaysAgo: 990,
    contract: permanent,
    salary: 17.8,
    hoursPerWeek: 38,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Priya',
    lastName: 'Ramdin',
    email: 'priya.ramdin@demohoreca.example',
    phoneNumber: '0650392841',
    birth: { age: 34, month: 11, day: 8 },
    address: 'Bilderdijkstraat 37-1, 1053 KL Amsterdam',
    jobTitle: 'Sous-chef',
    profile: 'keuken',
    startedDaysAgo: 1720,
    contract: permanent,
    salary: 19.25,
    hoursPerWeek: 38,
    hoursRating: 1.2,
  },
  {
    // Contract ended last month: the card shows the expired state, last month's report has his hours.
    company: 'centrum',
    firstName: 'Thijs',
    lastName: 'Mulder',
    email: 'thijs.mulder@demohoreca.example',
    phoneNumber: '0612674093',
    birth: { age: 19, month: 4, day: 30 },
    address: 'Admiraal de Ruijterweg 15-3, 1057 JT Amsterdam',
    jobTitle: 'Afwasser',
    profile: 'keuken',
    startedDaysAgo: 240,
    contract: { type: 'Bepaalde tijd', ends: 'ended' },
    salary: 14,
    hoursPerWeek: 20,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Emma',
    lastName: 'Smit',
    email: 'emma.smit@demohoreca.example',
    phoneNumber: '0629584170',
    birth: { age: 23, month: 8, day: 21 },
    address: 'Eerste van der Helststraat 22-2, 1073 AE Amsterdam',
    jobTitle: 'Ober',
    profile: 'bediening',
    startedDaysAgo: 410,
    contract: { type: 'Bepaalde tijd', ends: 150 },
    salary: 15.4,
    hoursPerWeek: 28,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Youssef',
    lastName: 'Bouzid',
    email: 'youssef.bouzid@demohoreca.example',
    phoneNumber: '0638215567',
    birth: { age: 26, month: 2, day: 14 },
    address: 'Wibautstraat 150-4, 1091 GR Amsterdam',
    jobTitle: 'Ober',
    profile: 'bediening',
    startedDaysAgo: 760,
    contract: permanent,
    salary: 15.9,
    hoursPerWeek: 32,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Noor',
    lastName: 'Hendriks',
    email: 'noor.hendriks@demohoreca.example',
    phoneNumber: '0646031298',
    birth: { age: 21, month: 12, day: 2 },
    address: 'Ferdinand Bolstraat 88-1, 1072 LM Amsterdam',
    jobTitle: 'Barista',
    profile: 'bediening',
    startedDaysAgo: 300,
    contract: { type: 'Bepaalde tijd', ends: 95 },
    salary: 14.6,
    hoursPerWeek: 24,
    hoursRating: 1,
  },
  {
    company: 'centrum',
    firstName: 'Lars',
    lastName: 'de Boer',
    email: 'lars.deboer@demohoreca.example',
    phoneNumber: '0653748820',
    birth: { age: 24, month: 5, day: 9 },
    address: 'Czaar Peterstraat 76-2, 1018 PR Amsterdam',
    jobTitle: 'Ober',
    profile: 'bediening',
    startedDaysAgo: 530,
    contract: { type: 'Bepaalde tijd', ends: 240 },
    salary: 15.1,
    hoursPerWeek: 24,
    hoursRating: 1,
  },
  {
    // Added by a manager this month and not yet registered: no address or date of birth,
    // so the card shows "Incompleet profiel".
    company: 'centrum',
    firstName: 'Julia',
    lastName: 'van Dijk',
    email: 'julia.vandijk@demohoreca.example',
    phoneNumber: '0617429356',
    birth: null,
    address: null,
    jobTitle: 'Gastvrouw',
    profile: 'bediening',
    startedDaysAgo: 'this-month',
    contract: { type: 'Bepaalde tijd', ends: 180 },
    salary: 14.4,
    hoursPerWeek: 16,
    hoursRating: 1,
  },
  {
    company: 'strand',
    firstName: 'Sophie',
    lastName: 'Kramer',
    email: 'sophie.kramer@demohoreca.example',
    phoneNumber: '0625816047',
    birth: { age: 40, month: 7, day: 5 },
    address: 'Haltestraat 33, 2042 LK Zandvoort',
    jobTitle: 'Bedrijfsleider',
    profile: 'management',
    startedDaysAgo: 2200,
    contract: permanent,
    salary: 21.75,
    hoursPerWeek: 38,
    hoursRating: 1.2,
  },
  {
    company: 'strand',
    firstName: 'Kevin',
    lastName: 'Peters',
    email: 'kevin.peters@demohoreca.example',
    phoneNumber: '0649527381',
    birth: { age: 33, month: 10, day: 16 },
    address: 'Kleine Houtstraat 41-B, 2011 DK Haarlem',
    jobTitle: 'Kok',
    profile: 'keuken',
    startedDaysAgo: 880,
    contract: permanent,
    salary: 17.4,
    hoursPerWeek: 36,
    hoursRating: 1,
  },
  {
    company: 'strand',
    firstName: 'Mila',
    lastName: 'Jacobs',
    email: 'mila.jacobs@demohoreca.example',
    phoneNumber: '0634069152',
    birth: { age: 20, month: 3, day: 24 },
    address: 'Kostverlorenstraat 12, 2042 PA Zandvoort',
    jobTitle: 'Ober',
    profile: 'bediening',
    startedDaysAgo: 200,
    contract: { type: 'Bepaalde tijd', ends: 120 },
    salary: 15.25,
    hoursPerWeek: 24,
    hoursRating: 1,
  },
  {
    company: 'strand',
    firstName: 'Bram',
    lastName: 'Willems',
    email: 'bram.willems@demohoreca.example',
    phoneNumber: '0657830214',
    birth: { age: 22, month: 11, day: 29 },
    address: 'Zijlweg 210, 2015 BL Haarlem',
    jobTitle: 'Barista',
    profile: 'bediening',
    startedDaysAgo: 350,
    contract: { type: 'Bepaalde tijd', ends: 60 },
    salary: 14.8,
    hoursPerWeek: 20,
    hoursRating: 1,
  },
  {
    company: 'strand',
    firstName: 'Ayoub',
    lastName: 'Ouali',
    email: 'ayoub.ouali@demohoreca.example',
    phoneNumber: '0611963725',
    birth: { age: 18, month: 6, day: 1 },
    address: 'Burgemeester Engelbertsstraat 7, 2042 NA Zandvoort',
    jobTitle: 'Afwasser',
    profile: 'keuken',
    startedDaysAgo: 130,
    contract: permanent,
    salary: 14.2,
    hoursPerWeek: 16,
    hoursRating: 1,
  },
];

export interface DemoUser {
  userName: string;
  role: Role;
  /** Linked users get their e-mail and first name from the employee (the token's firstName). */
  employeeEmail: string | null;
  email: string;
}

/** One login per role, all in Centrum (docs/decisions/007-demo-seed.md). The first is the owner provisionTenant creates. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    userName: 'eigenaar',
    role: 'EIGENAAR',
    employeeEmail: 'mark.jansen@demohoreca.example',
    email: 'mark.jansen@demohoreca.example',
  },
  {
    userName: 'eindbaas',
    role: 'EINDBAAS',
    employeeEmail: null,
    email: 'eindbaas@demohoreca.example',
  },
  {
    userName: 'hr',
    role: 'HUMANRESOURCE',
    employeeEmail: 'fatima.elamrani@demohoreca.example',
    email: 'fatima.elamrani@demohoreca.example',
  },
  {
    userName: 'planner',
    role: 'ROOSTERMAKER',
    employeeEmail: 'lotte.bakker@demohoreca.example',
    email: 'lotte.bakker@demohoreca.example',
  },
  {
    userName: 'boekhouder',
    role: 'ACCOUNTANT',
    employeeEmail: null,
    email: 'boekhouder@demohoreca.example',
  },
  {
    userName: 'medewerker',
    role: 'MEDEWERKER',
    employeeEmail: 'emma.smit@demohoreca.example',
    email: 'emma.smit@demohoreca.example',
  },
  {
    userName: 'kiosk',
    role: 'KLOKSYSTEEM',
    employeeEmail: null,
    email: 'kiosk@demohoreca.example',
  },
];

/**
 * Employees the demo gives a story, by e-mail: who is at work right now (open records on the
 * kiosk), who forgot to clock out, and who asked for corrections.
 */
export const DEMO_CAST = {
  medewerker: 'emma.smit@demohoreca.example',
  workingNow: ['daan.visser@demohoreca.example', 'youssef.bouzid@demohoreca.example'],
  forgotToClockOut: ['noor.hendriks@demohoreca.example', 'mila.jacobs@demohoreca.example'],
  correctionRejected: 'lars.deboer@demohoreca.example',
  correctionApproved: 'kevin.peters@demohoreca.example',
  availability: [
    'emma.smit@demohoreca.example',
    'lars.deboer@demohoreca.example',
    'noor.hendriks@demohoreca.example',
    'julia.vandijk@demohoreca.example',
    'mila.jacobs@demohoreca.example',
    'bram.willems@demohoreca.example',
  ],
} as const;
