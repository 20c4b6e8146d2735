import { pages } from '../../content/pages';
import { PagePlaceholder } from '../PagePlaceholder';

export function PrivacyPage() {
  return <PagePlaceholder copy={pages.privacy} />;
}
