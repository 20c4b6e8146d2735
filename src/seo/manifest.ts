import { business } from '../content/business';
import { businessCopy } from '../content/businessCopy';
import { theme } from '../theme/theme';

/** The web app manifest, built from the content module so the name is never typed twice. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: business.name,
      short_name: 'Hearthside',
      description: businessCopy.blurb,
      start_url: '/',
      display: 'browser',
      background_color: theme.color.background,
      theme_color: theme.color.primary,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  );
}
