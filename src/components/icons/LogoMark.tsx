/** The agency's mark: a house whose doorway is a heart. Decorative beside the name. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#1d5c57" />
      <path
        d="M10 23 24 11l14 12"
        fill="none"
        stroke="#fbf8f3"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14 21v15h20V21"
        fill="none"
        stroke="#fbf8f3"
        strokeWidth="3.2"
        strokeLinejoin="round"
      />
      <path
        d="M24 34s-6-3.6-6-7.6a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4-6 7.6-6 7.6Z"
        fill="#d9822b"
      />
    </svg>
  );
}
