import { pages } from '../../content/pages';
import { PagePlaceholder } from '../PagePlaceholder';

export function CareersPage() {
  return <PagePlaceholder copy={pages.careers} />;
}
