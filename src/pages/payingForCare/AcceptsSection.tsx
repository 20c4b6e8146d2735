import { Check, Minus } from 'lucide-react';
import type { PayingForCareContent } from '../../content/payingForCare';
import { AcceptsCard, Answer, AcceptedWays } from './PayingForCarePage.styles';

/**
 * What this agency accepts, way by way, near the top of the page: the answers come from the
 * facts the owner confirms (`accepts` in payment-programs.json), worded in the content module.
 */
export function AcceptsSection({ accepts }: { accepts: PayingForCareContent['accepts'] }) {
  return (
    <AcceptsCard aria-labelledby="accepts-heading">
      <h2 id="accepts-heading">{accepts.heading}</h2>
      <p>{accepts.intro}</p>
      <AcceptedWays>
        {accepts.ways.map((way) => (
          <div key={way.term}>
            <dt>{way.term}</dt>
            <dd>
              <Answer $accepted={way.accepted}>
                {way.accepted ? (
                  <Check size={20} strokeWidth={2.5} aria-hidden="true" />
                ) : (
                  <Minus size={20} strokeWidth={2.5} aria-hidden="true" />
                )}
                {way.answer}
              </Answer>
              {way.details.map((detail) => (
                <p key={detail}>{detail}</p>
              ))}
            </dd>
          </div>
        ))}
      </AcceptedWays>
    </AcceptsCard>
  );
}
