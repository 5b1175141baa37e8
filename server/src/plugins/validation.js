import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { withStorableText } from '@core/shared/text';
/**
 * The route validator: every params, query and body schema goes through the core text rule
 * first, so routes added later are covered without each schema repeating it.
 */
export const validatorCompiler = (route) => zodValidatorCompiler({ ...route, schema: withStorableText(route.schema) });
