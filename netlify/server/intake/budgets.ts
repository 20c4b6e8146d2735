import { budgets, type Budgets } from '#src/config/budgets';

/** The environment variable that overrides each budget (load tests, the browser tests). */
const overrides: Record<keyof Budgets, string> = {
  perClientHour: 'BUDGET_PER_CLIENT_HOUR',
  heldPerClientHour: 'BUDGET_HELD_PER_CLIENT_HOUR',
  heldHour: 'BUDGET_HELD_HOUR',
  hour: 'BUDGET_HOUR',
  acknowledgementsHour: 'ACK_CAP_HOUR',
  acknowledgementsDay: 'ACK_CAP_DAY',
  acknowledgementsPerDomainDay: 'ACK_CAP_DOMAIN_DAY',
  tapsPerClientHour: 'BUDGET_TAPS_PER_CLIENT_HOUR',
  tapsHour: 'BUDGET_TAPS_HOUR',
  visitsPerClientHour: 'BUDGET_VISITS_PER_CLIENT_HOUR',
  visitsHour: 'BUDGET_VISITS_HOUR',
};

/** What an override says for "no budget at all": a load test's, never production's. */
const OFF = 'off';

/**
 * The business's budgets, each replaced by its environment variable when that is a count, or
 * lifted altogether by `off`.
 */
export function readBudgets(env: NodeJS.ProcessEnv): Budgets {
  const read: Budgets = { ...budgets };
  for (const [name, variable] of Object.entries(overrides) as [keyof Budgets, string][]) {
    const given = env[variable]?.trim();
    const value = Number(given);
    if (given === OFF) read[name] = Infinity;
    else if (given && Number.isInteger(value) && value >= 0) read[name] = value;
  }
  return read;
}

/**
 * No budget: for load tests and browser tests, which post everything from one address. A
 * lifted budget costs no store call at all, so it does not slow what a test measures.
 */
export const liftedBudgets = Object.fromEntries(
  Object.keys(overrides).map((name) => [name, Infinity]),
) as Budgets;

/** The same, as the environment a preview is started with. */
export const liftedBudgetsEnv = Object.fromEntries(
  Object.values(overrides).map((variable) => [variable, OFF]),
);
