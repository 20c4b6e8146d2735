import { Scene, useSceneColors, type SceneProps } from './Scene';

/** Two cupped hands holding a heart. */
export function CaringHands(props: SceneProps) {
  const c = useSceneColors();
  return (
    <Scene {...props}>
      <circle cx="200" cy="128" r="92" fill={c.accentTint} />
      <path
        d="M200 186s-64-36-64-80c0-22 16-36 34-36 13 0 24 8 30 19 6-11 17-19 30-19 18 0 34 14 34 36 0 44-64 80-64 80Z"
        fill={c.accent}
      />
      <path
        d="M96 84s-10-6-10-13a5 5 0 0 1 10-3 5 5 0 0 1 10 3c0 7-10 13-10 13ZM306 62s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11Z"
        fill={c.primary}
      />
      <path d="M46 330 108 240l40 22-52 80Z" fill={c.primaryDark} />
      <path d="M354 330 292 240l-40 22 52 80Z" fill={c.primaryDark} />
      <path
        d="M84 188c8 48 56 84 116 84V214c-52 0-84-12-98-34-6-9-20-5-18 8Z"
        fill={c.primary}
      />
      <path
        d="M316 188c-8 48-56 84-116 84V214c52 0 84-12 98-34 6-9 20-5 18 8Z"
        fill={c.primary}
      />
      <path
        d="M124 224c14 10 40 16 76 17m76-17c-14 10-40 16-76 17"
        fill="none"
        stroke={c.sage}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M200 214v58" stroke={c.tint} strokeWidth="3" />
    </Scene>
  );
}
