import { typicalSchedules } from '../../config/paymentPrograms';
import { payingForCare } from '../../content/payingForCare';
import { dollars } from '../../lib/words';
import { costOf } from './cost';
import { CostTable } from './PayingForCarePage.styles';

const { estimator } = payingForCare;

/** What typical schedules cost a week and a month: the estimate, without any script. */
export function ScheduleTable() {
  const range = (low: number, high: number) => estimator.range(dollars(low), dollars(high));
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
              <td data-label={estimator.columns.weekly}>
                {range(cost.weekly.low, cost.weekly.high)}
              </td>
              <td data-label={estimator.columns.monthly}>
                {range(cost.monthly.low, cost.monthly.high)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </CostTable>
  );
}
