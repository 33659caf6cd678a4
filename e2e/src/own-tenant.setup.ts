import { beforeAll } from 'vitest';
import { seedOwnTenant } from './tenant';

// Every file's tenant exists before its first test (src/tenant.ts).
beforeAll(seedOwnTenant);
