import { z } from 'zod';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { problemsOf, RequestValidationError } from '../../platform/validation';
import { openJobSecret, sealJobSecret } from './job-secrets';
import type { AnyKindDefinition } from './scheduler/kind-registry';

/** A kind without parameters takes `{}` and nothing else. */
const NO_PARAMS = z.strictObject({});

const schemaOf = (definition: AnyKindDefinition): z.ZodType => definition.params ?? NO_PARAMS;

/**
 * The parameters as stored, checked with the kind's schema: a `secret` among them is sealed
 * into the job's secret column instead (absent keeps the stored one, null removes it). A problem
 * answers 400 naming the parameter, as a bad field of the request would.
 */
export function checkedParams(
  box: SecretBox,
  jobId: string,
  definition: AnyKindDefinition,
  given: Record<string, unknown>,
  storedSecret: string | null,
): { params: Record<string, unknown>; secret: string | null } {
  const parsed = schemaOf(definition).safeParse(given);
  if (!parsed.success) {
    const problems = problemsOf(parsed.error.issues, given).map((problem) => ({
      ...problem,
      field: problem.field ? `params.${problem.field}` : 'params',
    }));
    throw new RequestValidationError(problems);
  }
  const { secret, ...params } = parsed.data as Record<string, unknown>;
  if (secret === undefined) return { params, secret: storedSecret };
  if (secret === null) return { params, secret: null };
  return { params, secret: sealJobSecret(box, jobId, String(secret)) };
}

/** What a run is handed: the stored parameters and the opened secret, parsed with the kind's schema. */
export function runParams(
  box: SecretBox,
  job: { id: string; params: Record<string, unknown>; secret: string | null },
  definition: AnyKindDefinition,
): unknown {
  const withSecret = job.secret ? { ...job.params, secret: openJobSecret(box, job.id, job.secret) } : job.params;
  const parsed = schemaOf(definition).safeParse(withSecret);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'params').join(', ');
    throw new Error(`the job's parameters do not suit its kind any more (${fields})`);
  }
  return parsed.data;
}
