import CMS from '@sveltia/cms';
import { editorConfig } from '../data/editorConfig';

/*
 * The content editor at /admin/: Sveltia CMS, bundled into this page alone, with the field list
 * made from the same schemas the build checks. No visitor page loads any of it.
 */
void CMS.init({
  config: editorConfig({ repository: __CMS_REPOSITORY__, siteUrl: __SITE_URL__ }),
});
