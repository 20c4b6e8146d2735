import { typicalSchedules } from '../../config/paymentPrograms';
import { payingForCare } from '../../content/payingForCare';
import { costOf, dollarRange } from './cost';
import { CostTable } from './PayingForCarePage.styles';

const { estimator } = payingForCare;

/** What typical schedules cost a week and a month: the estimate, without any script. */
export function ScheduleTable() {
  return (
    <CostTable>
      <caption>{estimator.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{estimator.columns.schedule}</th>
          <th scope="col">{estimator.columns.hours}</th>
          <th scope="col">{estimator.columns.weekly}</th>
          <th scope="col">{estimator.columns.monthly}</th>
        </tr>
      </thead>
      <tbody>
        {typicalSchedules.map(({ id, hoursPerWeek }) => {
          const cost = costOf(hoursPerWeek);
          return (
            <tr key={id}>
              <th scope="row">{estimator.schedules[id]}</th>
              <td data-label={estimator.columns.hours}>{hoursPerWeek}</td>
              <td data-label={estimator.columns.weekly}>{dollarRange(cost.weekly)}</td>
              <td data-label={estimator.columns.monthly}>{dollarRange(cost.monthly)}</td>
            </tr>
          );
        })}
      </tbody>
    </CostTable>
  );
}
