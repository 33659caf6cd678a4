import { z } from 'zod';
import { defineCall } from './call';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'unavailable']),
});

/** GET /api/health: liveness and database reachability, for load balancers and the operator. */
export const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Status van de server en de database',
  tags: ['systeem'],
  status: 200,
  response: health,
  // 503 answers the same shape, saying what is down.
  errors: [],
});
