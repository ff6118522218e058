/** The Vitae mark, the same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#2563eb" />
      <path d="M9 8h4l3 11 3-11h4l-5.2 16h-3.6z" fill="#fff" />
    </svg>
  );
}
