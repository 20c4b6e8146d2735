import { ExternalLink } from 'lucide-react';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import {
  agencyFacts,
  paymentProgram,
  paymentWays,
  type PaymentWayId,
} from '../../config/paymentPrograms';
import { anchors } from '../../config/anchors';
import { telHref } from '../../lib/telHref';
import { pages } from '../../content/pages';
import { payingForCare } from '../../content/payingForCare';
import { ui } from '../../content/ui';
import { AcceptsSection } from './AcceptsSection';
import { CostEstimator } from './CostEstimator';
import { Includes, Programs, Reviewed, Way, WaysNav } from './PayingForCarePage.styles';
import { PriceFirst, RequestCareAfter } from './PriceFirst';
import { ScheduleTable } from './ScheduleTable';
import { ParagraphsWithPhones } from './TextWithPhones';

/** Each program by name, linked to its official page (the one staff check it at), and its phone. */
function ProgramList({ ids }: { ids: readonly string[] }) {
  return (
    <>
      <p>{payingForCare.programsLead}</p>
      <Programs>
        {ids.map((id) => {
          const program = paymentProgram(id);
          return (
            <li key={id}>
              <a href={payingForCare.programLink(program)} rel="external">
                {payingForCare.programName(program)}
                <ExternalLink size={16} aria-hidden="true" />
              </a>
              {program.phone && (
                <>
                  {': '}
                  <a href={telHref(program.phone)}>{program.phone}</a>
                </>
              )}
            </li>
          );
        })}
      </Programs>
    </>
  );
}

function WaySection({ id }: { id: PaymentWayId }) {
  const way = payingForCare.ways[id];
  const programs: readonly string[] = paymentWays[id];
  return (
    <Way id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{way.heading}</h2>
      <ParagraphsWithPhones texts={way.paragraphs} />
      {way.points && (
        <ul>
          {way.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {way.after && <ParagraphsWithPhones texts={way.after} />}
      {programs.length > 0 && <ProgramList ids={programs} />}
      <RequestCareAfter />
    </Way>
  );
}

/**
 * What care with this agency costs, first (the hourly rate and a week of it, beside Request
 * Care), then what it accepts, the contents, the estimator and how families in Georgia pay; the
 * way to ask for care follows each of them, not only the page's end.
 */
export function PayingForCarePage() {
  const { ways, closing, accepts, estimator, lastReviewedLabel } = payingForCare;
  const wayIds = Object.keys(paymentWays) as PaymentWayId[];
  return (
    <>
      <PageHero heading={pages.payingForCare.heading} lead={pages.payingForCare.intro}>
        <PriceFirst />
      </PageHero>
      <Section $tone="surface">
        <Container $narrow>
          {/* Only once every program has been checked at its source: the oldest check dates it. */}
          {agencyFacts.reviewedOn && (
            <Reviewed>
              {lastReviewedLabel}{' '}
              <time dateTime={agencyFacts.reviewedOn}>{ui.longDate(agencyFacts.reviewedOn)}</time>
            </Reviewed>
          )}
          <AcceptsSection accepts={accepts} />
          <RequestCareAfter />
          <WaysNav aria-label={pages.payingForCare.heading}>
            <ul>
              {wayIds.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{ways[id].heading}</a>
                </li>
              ))}
            </ul>
          </WaysNav>
          {/* The estimator, or without script the table of schedules: where cost links land. */}
          <div id={anchors.estimator}>
            <CostEstimator />
            <ScheduleTable />
          </div>
          <Includes aria-labelledby="includes-heading">
            <h3 id="includes-heading">{estimator.includes.heading}</h3>
            <ul>
              {estimator.includes.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Includes>
          <RequestCareAfter />
        </Container>
      </Section>
      <Section>
        <Container $narrow>
          {wayIds.map((id) => (
            <WaySection key={id} id={id} />
          ))}
        </Container>
      </Section>
      <CallToAction title={closing.title} subtitle={closing.text} />
    </>
  );
}
