import { API_PATHS } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { app, useDemoPlant } from '../../../test/demo-plant';
import { createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { dataOf, failureOf } from './users.testing';

const paths = API_PATHS.admin.users;

/**
 * A user manager's own account is theirs to change only as a password change allows: a borrowed,
 * unlocked screen must not give the account a password its owner does not know.
 */
describeWithDb('user administration: resetting one’s own password', () => {
  // The tests sign the supervisor in again themselves, so the suite holds its own sign-in.
  let supervisor: SignedIn;
  let ownId: string;

  useDemoPlant({ signIn: [], env: { SIGN_IN_ACCOUNT_FAILURES: '3' } });

  beforeAll(async () => {
    supervisor = await loginAs(app, 'supervisor', 'Supervisor#1');
    ownId = dataOf<{ userId: string }>(
      await post(app, API_PATHS.identity.profile, undefined, { as: supervisor }),
    ).userId;
  });

  const reset = (body: object, language = 'en') =>
    post(app, paths.resetPassword, { id: ownId, newPassword: 'Fresh#123', ...body }, { as: supervisor, language });

  it('asks for the current password beside its field, in the caller’s language, and changes nothing without it', async () => {
    const missing = failureOf(await reset({}, 'de-DE'), 400);
    expect(missing.details).toEqual([
      { field: 'currentPassword', message: 'Wer das eigene Passwort zurücksetzt, gibt auch das aktuelle an.' },
    ]);
    const wrong = failureOf(await reset({ currentPassword: 'Guess#123' }), 400);
    expect(wrong.message).toBe('The current password is incorrect.');
    expect(wrong.details?.[0]?.field).toBe('currentPassword');
    // The session and the password are as they were (a new sign-in ends the older session).
    dataOf(await post(app, API_PATHS.identity.profile, undefined, { as: supervisor }));
    supervisor = await loginAs(app, 'supervisor', 'Supervisor#1');
  });

  it('counts wrong current passwords against the account like failed sign-ins', async () => {
    // Three wrong guesses reach the limit (the sign-in above started the count afresh); the next
    // is refused unchecked, the right password too.
    for (const guess of ['Guess#124', 'Guess#125', 'Guess#126'])
      failureOf(await reset({ currentPassword: guess }), 400);
    const throttled = await reset({ currentPassword: 'Supervisor#1' });
    failureOf(throttled, 429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resets it with the current password given, after which only the new one signs in', async () => {
    const other = await createTestApp({ seed: 'demo' });
    try {
      const own = await loginAs(other, 'supervisor', 'Supervisor#1');
      const id = dataOf<{ userId: string }>(
        await post(other, API_PATHS.identity.profile, undefined, { as: own }),
      ).userId;
      const body = { id, newPassword: 'Fresh#123', currentPassword: 'Supervisor#1' };
      dataOf(await post(other, paths.resetPassword, body, { as: own }));
      await expect(loginAs(other, 'supervisor', 'Supervisor#1')).rejects.toThrow(/400/);
      await loginAs(other, 'supervisor', 'Fresh#123');
    } finally {
      await other.close();
    }
  });
});
