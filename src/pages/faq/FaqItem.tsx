import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AlzheimersDisclosure, mentionsDementia } from '../../components/AlzheimersDisclosure';
import { ParagraphsWithPhone } from '../../components/TextWithPhone';
import type { FaqItem as FaqItemContent } from '../../config/faq';
import { Answer, Chevron, Question, StyledFaqItem } from './FaqItem.styles';

/**
 * One question as a native disclosure: it opens and closes by mouse, touch, Enter and Space,
 * each on its own, and its answer is in the page (and readable) without JavaScript. An answer
 * that speaks of dementia care, however the office words it, offers the Alzheimer's disclosure.
 */
export function FaqItem({ item }: { item: FaqItemContent }) {
  return (
    <StyledFaqItem id={item.id}>
      <Question>
        <span>{item.question}</span>
        <Chevron aria-hidden="true">
          <ChevronDown size={22} />
        </Chevron>
      </Question>
      <Answer>
        <ParagraphsWithPhone texts={item.answer} />
        {mentionsDementia(item.question, item.answer) && <AlzheimersDisclosure />}
        {item.link && (
          <p>
            <Link to={item.link.to}>{item.link.label}</Link>
          </p>
        )}
      </Answer>
    </StyledFaqItem>
  );
}
