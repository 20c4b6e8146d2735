import { NumberedSteps } from '../../components/NumberedSteps/NumberedSteps';
import { apply } from '../../content/apply';
import { hiringNotices } from '../../content/hiring';
import { SmallPrint } from '../../components/SmallPrint';
import { NextStepsCard } from './ApplyPage.styles';

const { equalOpportunity } = hiringNotices;

/** What happens after sending: the four hiring steps, and how we hire. */
export function NextSteps() {
  return (
    <NextStepsCard aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{apply.nextStepsHeading}</h2>
      <NumberedSteps steps={apply.nextSteps} layout="column" />
      <SmallPrint>
        <h3>{equalOpportunity.heading}</h3>
        <p>{equalOpportunity.text}</p>
      </SmallPrint>
    </NextStepsCard>
  );
}
