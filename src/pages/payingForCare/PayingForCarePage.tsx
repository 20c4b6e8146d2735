import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { ParagraphsWithPhone } from '../../components/TextWithPhone';
import { paymentProgram, paymentWays, type PaymentWayId } from '../../config/paymentPrograms';
import { telHref } from '../../lib/telHref';
import { pages } from '../../content/pages';
import { payingForCare } from '../../content/payingForCare';
import { CostEstimator } from './CostEstimator';
import { Programs, Way, WaysNav } from './PayingForCarePage.styles';
import { ScheduleTable } from './ScheduleTable';

function ProgramList({ ids }: { ids: readonly string[] }) {
  return (
    <Programs>
      {ids.map((id) => {
        const program = paymentProgram(id);
        return (
          <li key={id}>
            <strong>{program.name}</strong>
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
  );
}

function WaySection({ id }: { id: PaymentWayId }) {
  const way = payingForCare.ways[id];
  const programs: readonly string[] = paymentWays[id];
  return (
    <Way id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{way.heading}</h2>
      <ParagraphsWithPhone texts={way.paragraphs} />
      {way.points && (
        <ul>
          {way.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {programs.length > 0 && <ProgramList ids={programs} />}
    </Way>
  );
}

/** How families pay for care at home in Georgia, and what it may cost them. */
export function PayingForCarePage() {
  const { ways, closing } = payingForCare;
  const wayIds = Object.keys(paymentWays) as PaymentWayId[];
  return (
    <>
      <PageHero heading={pages.payingForCare.heading} lead={pages.payingForCare.intro} />
      <Section $tone="surface">
        <Container $narrow>
          <WaysNav aria-label={pages.payingForCare.heading}>
            <ul>
              {wayIds.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{ways[id].heading}</a>
                </li>
              ))}
            </ul>
          </WaysNav>
          <CostEstimator />
          <ScheduleTable />
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
