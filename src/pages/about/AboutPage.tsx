import { pages } from '../../content/pages';
import { PagePlaceholder } from '../PagePlaceholder';

export function AboutPage() {
  return <PagePlaceholder copy={pages.about} />;
}
