import { loginResultSchema } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eventStrategies } from '../src/modules/event-strategies/event-strategies.table';
import { type DemoLookup, demoLookup } from '../src/seed/demo-lookup';
import { ADMIN_USER_NAME, DEMO_USERS } from '../src/seed/demo-people';
import { ADMIN_PASSWORD, createTestApp, loginAs, type SignedIn, type TestAppOptions } from './helper';

/**
 * The opening of a suite that runs against the demo plant, in one line:
 *
 *   import { app, operator, useDemoPlant } from '../../../test/demo-plant';
 *
 *   describeWithDb('the stock list', () => {
 *     useDemoPlant({ signIn: ['operator'] });
 *
 *     it('lists the operator’s stock', async () => {
 *       const answer = await post(app, API_PATHS.warehouse.stockPageList, body, { as: operator });
 *       …
 *
 * `useDemoPlant` registers a beforeAll that builds the whole service on a fresh database of this
 * run's kind (createTestApp with the demo plant: PGlite, or PostgreSQL in the postgres run), signs
 * in the named demo accounts and readies the demo lookup, and an afterAll that closes it again.
 * `app`, `admin`, `supervisor`, `operator` and `demo` are live bindings: from that beforeAll to
 * that afterAll they hold this suite's app, sign-ins and lookup, so tests and the suite's own
 * hooks (registered after the call) use them as they are. Call it inside the describe it serves
 * (describeWithDb, so that the PostgreSQL half without a server builds nothing); a nested
 * describe may call it again and gets an app of its own until its afterAll.
 */

export type DemoAccount = typeof ADMIN_USER_NAME | 'supervisor' | 'operator';

export interface DemoPlantOptions extends Omit<TestAppOptions, 'seed'> {
  /**
   * The demo accounts to sign in (default: all three). Name only those the suite uses: every
   * sign-in checks a password hash, which the whole suite pays for in time.
   */
  signIn?: readonly DemoAccount[];
  /**
   * Whether the demo plant's event strategies stay switched on (default: yes). A suite that
   * counts what an event's timeline holds, or what its own strategies send, switches them off so
   * that only what it set up acts on the events it raises.
   */
  demoStrategies?: boolean;
}

/** This suite's app, with the demo plant. */
export let app: FastifyInstance;
/** The demo accounts, signed in when the suite named them in `signIn`. */
export let admin: SignedIn;
export let supervisor: SignedIn;
export let operator: SignedIn;
/** Finds the demo plant's records by code (WMS, SZ01, WMS.Inventory.StockList, …) in this suite's app. */
export let demo: DemoLookup;

const ALL_ACCOUNTS: readonly DemoAccount[] = [ADMIN_USER_NAME, 'supervisor', 'operator'];

interface Bindings {
  app: FastifyInstance;
  admin: SignedIn;
  supervisor: SignedIn;
  operator: SignedIn;
  demo: DemoLookup;
}

function bind(next: Bindings): void {
  ({ app, admin, supervisor, operator, demo } = next);
}

function passwordOf(account: DemoAccount, env: Record<string, string> | undefined): string {
  if (account === ADMIN_USER_NAME) return env?.ADMIN_PASSWORD ?? ADMIN_PASSWORD;
  const user = DEMO_USERS.find((candidate) => candidate.userName === account);
  if (!user) throw new Error(`the demo plant has no account ${account}`);
  return user.password;
}

/**
 * Stands for an account the suite did not sign in. Reading any of its fields throws, so that a
 * call "as" it fails loudly instead of going out quietly without a session.
 */
function notSignedIn(account: DemoAccount): SignedIn {
  const refuse = (): never => {
    throw new Error(`${account} is not signed in: name it in useDemoPlant({ signIn: [...] })`);
  };
  const fields = [...Object.keys(loginResultSchema.shape), 'headers'];
  return Object.defineProperties(
    {},
    Object.fromEntries(fields.map((field) => [field, { get: refuse, enumerable: true }])),
  ) as SignedIn;
}

/** Builds the demo plant for the suite it is called in; see the top of this file. */
export function useDemoPlant(options: DemoPlantOptions = {}): void {
  const { signIn = ALL_ACCOUNTS, demoStrategies = true, ...appOptions } = options;
  let built: FastifyInstance | undefined;
  let outer: Bindings | undefined;

  beforeAll(async () => {
    outer = { app, admin, supervisor, operator, demo };
    const fresh = await createTestApp({ ...appOptions, seed: 'demo' });
    built = fresh;
    if (!demoStrategies) await fresh.db.update(eventStrategies).set({ enabled: false });
    const logins = await Promise.all(
      signIn.map((account) => loginAs(fresh, account, passwordOf(account, options.env))),
    );
    const signedIn = new Map(signIn.map((account, i) => [account, logins[i]]));
    const accountOf = (account: DemoAccount) => signedIn.get(account) ?? notSignedIn(account);
    bind({
      app: fresh,
      admin: accountOf(ADMIN_USER_NAME),
      supervisor: accountOf('supervisor'),
      operator: accountOf('operator'),
      demo: demoLookup(fresh.db),
    });
  });

  afterAll(async () => {
    if (outer) bind(outer);
    await built?.close();
  });
}
