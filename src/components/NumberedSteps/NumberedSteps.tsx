import { VisuallyHidden } from '../VisuallyHidden';
import { Step, StepNumber, StyledSteps } from './NumberedSteps.styles';
import { ui } from '../../content/ui';

export interface NumberedStep {
  readonly title: string;
  readonly text: string;
}

/**
 * An ordered list of steps with large numerals. The numeral is drawn, and the h3 starts with
 * "Step n:" for screen readers, so a step found by heading still says where it stands.
 */
export function NumberedSteps({
  steps,
  layout = 'row',
}: {
  steps: readonly NumberedStep[];
  layout?: 'row' | 'column';
}) {
  return (
    <StyledSteps $layout={layout}>
      {steps.map((step, index) => (
        <Step key={step.title} $layout={layout}>
          <StepNumber aria-hidden="true">{index + 1}</StepNumber>
          <div>
            <h3>
              <VisuallyHidden>{ui.step(index + 1)}</VisuallyHidden>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </div>
        </Step>
      ))}
    </StyledSteps>
  );
}
