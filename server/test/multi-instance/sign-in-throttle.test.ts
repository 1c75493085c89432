import { API_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../helper';
import { describeWithInstances, type Installation, type Instance, startInstallation } from '../instances';

/** A sign-in over HTTP to one instance; answers the status. */
async function signIn(instance: Instance, password: string): Promise<number> {
  const response = await fetch(`${instance.url}${API_PATHS.identity.newLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ userName: 'admin', password }),
  });
  await response.arrayBuffer();
  return response.status;
}

describeWithInstances('the sign-in throttle on two instances', () => {
  let installation: Installation;

  beforeAll(async () => {
    installation = await startInstallation(2);
  });
  afterAll(() => installation?.close());

  it('checks no more than the limit of guesses arriving at both instances at once', async () => {
    const [a, b] = installation.instances as [Instance, Instance];
    // Both instances see every guess from 127.0.0.1: one account from one address.
    const guesses = Array.from({ length: 120 }, (_, i) => ({
      instance: i % 2 === 0 ? a : b,
      password: i === 101 ? ADMIN_PASSWORD : `Wrong#${i}`,
    }));
    const statuses = await Promise.all(guesses.map((g) => signIn(g.instance, g.password)));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(110);
  });
});
