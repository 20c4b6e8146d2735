import { budgets, type Budgets } from '../../src/config/budgets';

/** The environment variable that overrides each budget (load tests, the browser tests). */
const overrides: Record<keyof Budgets, string> = {
  perClientHour: 'BUDGET_PER_CLIENT_HOUR',
  heldPerClientHour: 'BUDGET_HELD_PER_CLIENT_HOUR',
  hour: 'BUDGET_HOUR',
  acknowledgementsHour: 'ACK_CAP_HOUR',
  acknowledgementsDay: 'ACK_CAP_DAY',
  acknowledgementsPerDomainDay: 'ACK_CAP_DOMAIN_DAY',
};

/** The business's budgets, each replaced by its environment variable when that is a count. */
export function readBudgets(env: NodeJS.ProcessEnv): Budgets {
  const read: Budgets = { ...budgets };
  for (const [name, variable] of Object.entries(overrides) as [keyof Budgets, string][]) {
    const value = Number(env[variable]);
    if (env[variable]?.trim() && Number.isInteger(value) && value >= 0) read[name] = value;
  }
  return read;
}

/** Far past anything a test sends: for load tests and browser tests, all from one address. */
const LIFTED = 1_000_000;

export const liftedBudgets = Object.fromEntries(
  Object.keys(overrides).map((name) => [name, LIFTED]),
) as Budgets;

/** The same, as the environment a preview is started with. */
export const liftedBudgetsEnv = Object.fromEntries(
  Object.values(overrides).map((variable) => [variable, String(LIFTED)]),
);
