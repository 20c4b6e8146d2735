import { useId, type ReactNode } from 'react';
import { useTheme } from 'styled-components';

/** The rounded blob every scene sits in, so the four read as one family. */
const BLOB = 'M64 62C118 8 288 2 348 66c58 62 48 178-16 226-62 46-196 40-256 0C16 252-6 132 64 62Z';

export interface SceneProps {
  /** A text alternative, when the picture says something the text around it does not. */
  title?: string;
}

/** The palette the illustrations draw with, read from the theme. */
export function useSceneColors() {
  const { color } = useTheme();
  return {
    primary: color.primary,
    primaryDark: color.primaryDark,
    tint: color.primaryTint,
    accent: color.accent,
    accentSoft: color.accentSoft,
    accentTint: color.accentTint,
    sage: color.sage,
    white: color.surface,
  };
}

/**
 * A 400×320 frame: the blob, and the scene clipped to it. Decorative unless given a title.
 * Ids come from `useId`, so two scenes on one page never share a clip path, and the server
 * and the browser agree on them.
 */
export function Scene({ title, children }: SceneProps & { children: ReactNode }) {
  const { white } = useSceneColors();
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const clipId = `scene-clip-${id}`;
  const titleId = `scene-title-${id}`;
  const labelled = title
    ? { role: 'img', 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const };
  return (
    <svg viewBox="0 0 400 320" width="400" height="320" focusable="false" {...labelled}>
      {title && <title id={titleId}>{title}</title>}
      <defs>
        <clipPath id={clipId}>
          <path d={BLOB} />
        </clipPath>
      </defs>
      <path d={BLOB} fill={white} />
      <g clipPath={`url(#${clipId})`}>{children}</g>
    </svg>
  );
}
