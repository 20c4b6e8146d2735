import { useId, useState } from 'react';
import { payingForCare } from '../../content/payingForCare';
import {
  A_WEEK_HOURS,
  costOf,
  dollarRange,
  FEWEST_HOURS,
  hoursFrom,
  HOURS_IN_A_WEEK,
} from './cost';
import { Estimate, EstimatorCard, Figures, HoursInput } from './PayingForCarePage.styles';

const { estimator } = payingForCare;

/**
 * Hours a week in, a weekly and monthly range out, worked out in the page: nothing is sent.
 * In the prerendered page, with the week the page's first lines price worked out, so
 * nothing moves when it hydrates; a browser without script hides it (its style), and the table
 * of schedules says the same.
 */
export function CostEstimator() {
  const [typed, setTyped] = useState(String(A_WEEK_HOURS));
  const id = useId();

  const hours = hoursFrom(typed);
  const cost = hours === undefined ? undefined : costOf(hours);
  return (
    <EstimatorCard aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{estimator.heading}</h2>
      <p>{estimator.intro}</p>
      <label htmlFor={`${id}-hours`}>{estimator.hoursLabel}</label>
      <p id={`${id}-hint`}>{estimator.hoursHint}</p>
      <HoursInput
        id={`${id}-hours`}
        type="number"
        inputMode="numeric"
        min={FEWEST_HOURS}
        max={HOURS_IN_A_WEEK}
        step={1}
        value={typed}
        aria-describedby={`${id}-hint`}
        aria-invalid={hours === undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Estimate htmlFor={`${id}-hours`} aria-live="polite">
        {cost ? (
          <Figures>
            <dt>{estimator.weekly}</dt>
            <dd>{dollarRange(cost.weekly)}</dd>
            <dt>{estimator.monthly}</dt>
            <dd>{dollarRange(cost.monthly)}</dd>
          </Figures>
        ) : (
          // Hours it cannot estimate: say what it can, rather than go blank.
          typed.trim() !== '' && <p>{estimator.outOfRange(FEWEST_HOURS, HOURS_IN_A_WEEK)}</p>
        )}
      </Estimate>
      <p>{estimator.note}</p>
    </EstimatorCard>
  );
}
