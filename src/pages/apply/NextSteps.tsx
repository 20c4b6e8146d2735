import { NumberedSteps } from '../../components/NumberedSteps/NumberedSteps';
import { apply } from '../../content/apply';
import { NextStepsCard } from './ApplyPage.styles';

/** What happens after sending: the four hiring steps. */
export function NextSteps() {
  return (
    <NextStepsCard aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{apply.nextStepsHeading}</h2>
      <NumberedSteps steps={apply.nextSteps} layout="column" />
    </NextStepsCard>
  );
}
