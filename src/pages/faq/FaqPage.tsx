import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { paths } from '../../config/paths';
import { business } from '../../content/business';
import { faqCategories, faqPage } from '../../content/faq';
import { pages } from '../../content/pages';
import { faqPage as faqPageData } from '../../seo/structuredData';
import { FaqCategory } from './FaqCategory';
import { TopicNav } from './TopicNav';

/** The questions and answers as schema.org `FAQPage`, for the page's head. */
export const structuredData = () => [faqPageData(faqCategories)];

export function FaqPage() {
  const { stillHaveQuestions } = faqPage;
  return (
    <>
      <PageHero heading={pages.faq.heading} lead={pages.faq.intro}>
        <TopicNav />
      </PageHero>
      <Section>
        <Container $narrow>
          {faqCategories.map((category) => (
            <FaqCategory key={category.id} category={category} />
          ))}
        </Container>
      </Section>
      <CallToAction
        title={stillHaveQuestions.title}
        subtitle={stillHaveQuestions.text}
        primary={{ label: stillHaveQuestions.contactAction, to: paths.contact }}
        secondary={{ label: stillHaveQuestions.callAction, to: business.phone.href }}
      />
    </>
  );
}
