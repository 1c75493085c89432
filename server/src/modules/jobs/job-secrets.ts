import { SecretBox } from '../../platform/secrets/secret-box';
import { deriveSubKey } from '../../platform/secrets/sub-key';

/** The jobs' secrets (a call-an-address signing secret) are sealed under a sub-key of their own. */
export function jobSecretBox(installationKey: Buffer): SecretBox {
  return new SecretBox(deriveSubKey(installationKey, 'jobs:secrets'));
}

/** Bound to the job: a sealed secret copied to another job does not open there. */
const purposeOf = (jobId: string) => `job:${jobId}:secret`;

export function sealJobSecret(box: SecretBox, jobId: string, secret: string): string {
  return box.seal(secret, purposeOf(jobId));
}

export function openJobSecret(box: SecretBox, jobId: string, sealed: string): string {
  return box.open(sealed, purposeOf(jobId));
}
