import { useId } from 'react';
import { faqCategories, faqPage } from '../../content/faq';
import { TopicLabel, TopicList } from './TopicNav.styles';

/** Links to the five categories, for people who know what they are looking for. */
export function TopicNav() {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <TopicLabel id={labelId}>{faqPage.topicsLabel}</TopicLabel>
      <TopicList>
        {faqCategories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`}>{category.title}</a>
          </li>
        ))}
      </TopicList>
    </nav>
  );
}
