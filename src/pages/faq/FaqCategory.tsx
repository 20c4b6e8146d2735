import type { FaqCategory as FaqCategoryContent } from '../../config/faq';
import { FaqItem } from './FaqItem';
import { QuestionList, StyledCategory } from './FaqCategory.styles';

export function FaqCategory({ category }: { category: FaqCategoryContent }) {
  const headingId = `${category.id}-heading`;
  return (
    <StyledCategory id={category.id} aria-labelledby={headingId}>
      <h2 id={headingId}>{category.title}</h2>
      <QuestionList>
        {category.questions.map((item) => (
          <FaqItem key={item.id} item={item} />
        ))}
      </QuestionList>
    </StyledCategory>
  );
}
