import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { TextWithPhone } from '../../components/TextWithPhone';
import { paymentPrograms, type PaymentProgramId } from '../../config/paymentPrograms';
import { pages } from '../../content/pages';
import { payingForCare, type PaymentWay } from '../../content/payingForCare';
import { CostEstimator } from './CostEstimator';
import { Programs, Way, WaysNav } from './PayingForCarePage.styles';
import { ScheduleTable } from './ScheduleTable';

function ProgramList({ ids }: { ids: readonly PaymentProgramId[] }) {
  return (
    <Programs>
      {ids.map((id) => {
        const program = paymentPrograms[id].value;
        return (
          <li key={id}>
            <strong>{program.name}</strong>
            {'phone' in program && (
              <>
                {': '}
                <a href={program.phone.href}>{program.phone.display}</a>
              </>
            )}
          </li>
        );
      })}
    </Programs>
  );
}

function WaySection({ way }: { way: PaymentWay }) {
  return (
    <Way id={way.id} aria-labelledby={`${way.id}-heading`}>
      <h2 id={`${way.id}-heading`}>{way.heading}</h2>
      {way.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <TextWithPhone text={paragraph} />
        </p>
      ))}
      {way.points && (
        <ul>
          {way.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {way.programs && <ProgramList ids={way.programs} />}
    </Way>
  );
}

/** How families pay for care at home in Georgia, and what it may cost them. */
export function PayingForCarePage() {
  const { ways, closing } = payingForCare;
  return (
    <>
      <PageHero heading={pages.payingForCare.heading} lead={pages.payingForCare.intro} />
      <Section $tone="surface">
        <Container $narrow>
          <WaysNav aria-label={pages.payingForCare.heading}>
            <ul>
              {ways.map((way) => (
                <li key={way.id}>
                  <a href={`#${way.id}`}>{way.heading}</a>
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
          {ways.map((way) => (
            <WaySection key={way.id} way={way} />
          ))}
        </Container>
      </Section>
      <CallToAction title={closing.title} subtitle={closing.text} />
    </>
  );
}
