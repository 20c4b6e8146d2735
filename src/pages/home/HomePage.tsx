import { pages } from '../../content/pages';
import { PagePlaceholder } from '../PagePlaceholder';

export function HomePage() {
  return <PagePlaceholder copy={pages.home} />;
}
