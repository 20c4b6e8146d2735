import { pages } from '../../content/pages';
import { PagePlaceholder } from '../PagePlaceholder';

export function FaqPage() {
  return <PagePlaceholder copy={pages.faq} />;
}
