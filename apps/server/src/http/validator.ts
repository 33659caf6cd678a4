import { unknownFieldMessage, unknownFieldOf } from '@klokwerk/contract/unknown-fields';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * The routes' validator: zod's, after one rule of our own for every body, that a field the
 * call does not know is refused naming it (docs/api-conventions.md#input) instead of being
 * dropped by the schema. Queries keep their leniency: a link may carry a tracker's parameter.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => {
    const field = unknownFieldOf(route.schema, data);
    if (field !== null) {
      return { error: new AppError('VALIDATION', unknownFieldMessage(field), field) };
    }
    return validate(data);
  };
};
