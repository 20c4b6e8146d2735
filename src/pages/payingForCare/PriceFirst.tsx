import { ButtonLink } from '../../components/Button.styles';
import { anchors } from '../../config/anchors';
import { business } from '../../content/business';
import { requestCare } from '../../content/navigation';
import { payingForCare } from '../../content/payingForCare';
import { A_WEEK_HOURS, costOf, dollarsOrRange, type HourlyRate } from './cost';
import { PriceCard, PriceNote, PriceRow, Rate, Week } from './PayingForCarePage.styles';

/**
 * The page's first answer, before what we accept and the contents: the hourly rate from the
 * business facts (a range, or one figure when the office sets one), what a week of
 * `A_WEEK_HOURS` costs at it, and Request Care beside them.
 */
export function PriceFirst({ rate = business.hourlyRate }: { rate?: HourlyRate }) {
  const { price } = payingForCare;
  const hourly = dollarsOrRange({ low: rate.min, high: rate.max });
  const week = dollarsOrRange(costOf(A_WEEK_HOURS, rate).weekly);
  // The amount in the line is one piece: on a phone it goes under "20 hours a week:" whole.
  const weekLine = price.week(A_WEEK_HOURS, week);
  const at = weekLine.indexOf(week);
  return (
    <PriceCard aria-labelledby="price-heading">
      <h2 id="price-heading">{price.heading}</h2>
      <PriceRow>
        <div>
          <Rate>{price.hourly(hourly)}</Rate>
          <Week>
            {at < 0 ? (
              weekLine
            ) : (
              <>
                {weekLine.slice(0, at)}
                <span>{week}</span>
                {weekLine.slice(at + week.length)}
              </>
            )}
          </Week>
        </div>
        <ButtonLink to={requestCare.to} $variant="accent">
          {requestCare.label}
        </ButtonLink>
      </PriceRow>
      <PriceNote>
        {price.note} <a href={`#${anchors.estimator}`}>{price.otherHours}</a>
      </PriceNote>
    </PriceCard>
  );
}

/** Request Care after a section of the page, so the next step is never only at the bottom. */
export function RequestCareAfter() {
  return (
    <PriceRow as="p" $after>
      <ButtonLink to={requestCare.to} $variant="outline">
        {requestCare.label}
      </ButtonLink>
    </PriceRow>
  );
}
